import SwiftUI

/// The idiom kept in a short name of the view's own: its uses are idiom tests.
struct PairingScreen: View {
    private var idiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
    let deviceName: String

    var body: some View {
        VStack {
            Text(deviceName)
                .padding(.top, idiom == .pad ? 24 : 8) // expect: DUO105 `idiom == .pad`
            Text("Scan to join")
                .padding(.bottom, self.idiom == .phone ? 10 : 30) // expect: DUO105 `self.idiom == .phone`
            // Naming the device, not laying it out.
            Text(idiom == .phone ? "iPhone" : "iPad")
        }
    }
}

final class PairingController: UIViewController {
    private let code = UIImageView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let idiom = UIDevice.current.userInterfaceIdiom
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 320 : 200 // expect: DUO105 `idiom == .pad`
        code.frame = CGRect(x: 0, y: 0, width: side, height: side)
    }
}

/// Another type's member of the same name is not the alias.
struct Session {
    var idiom: String
    func isTablet(_ other: Session) -> Bool { other.idiom == "pad" }
}

/// The idiom as a parameter's default, which a test can replace: its uses in the body are the idiom.
enum SectionInsets {
    static func leading(for traits: UITraitCollection,
                        idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) -> CGFloat {
        guard idiom != .phone else { return 16 } // expect: DUO105 `idiom != .phone`
        return traits.horizontalSizeClass == .regular ? 48 : 24
    }

    static func label(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) -> String {
        idiom == .pad ? "iPad" : "iPhone"
    }
}

extension View {
    /// A local computed alias of the idiom inside a modifier function: its one use is reported once.
    func cardFrame(tabletHeight: CGFloat = .infinity) -> some View {
        var idiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
        return frame(maxWidth: 420, maxHeight: idiom == .pad ? tabletHeight : .infinity) // expect: DUO105 `idiom == .pad`
    }
}

/// The idiom stored by the initializer: its uses in the type are idiom tests.
struct LessonPlayer: View {
    private let idiom: UIUserInterfaceIdiom
    private let title: String

    init(title: String) {
        self.title = title
        self.idiom = UIDevice.current.userInterfaceIdiom
    }

    var body: some View {
        GeometryReader { proxy in
            Text(title)
                .frame(width: idiom == .pad ? nil : proxy.size.width - 12) // expect: DUO105 `idiom == .pad`
        }
    }
}
