import SwiftUI
import UIKit

extension UIDevice {
    /// The idiom tested with an implicit `self`; what it decides is at its uses, in other files.
    var isTablet: Bool {
        userInterfaceIdiom == .pad // expect: DUO105 `userInterfaceIdiom == .pad`
    }
}

enum Metrics {
    static var formWidth: CGFloat {
        if UIDevice.current.userInterfaceIdiom == .phone { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .phone`
            .infinity
        } else {
            420
        }
    }

    static func cardInset(for traits: UITraitCollection) -> CGFloat {
        switch traits.userInterfaceIdiom { // expect: DUO105 `traits.userInterfaceIdiom`
        case .pad, .mac:
            return 32
        default:
            return 16
        }
    }
}

struct ComposerBar: View {
    private var isTablet: Bool {
        UIDevice.current.userInterfaceIdiom == .pad // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
    }

    var body: some View {
        HStack { Text("Message") }
            .padding(.bottom, isTablet ? 12 : 0)
    }
}

final class WelcomeViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: DUO111:info `supportedInterfaceOrientations`
        if UIDevice.current.userInterfaceIdiom == .pad { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            return .all
        }
        return .portrait
    }

    func loadBanner() -> UIView? {
        let variant = traitCollection.horizontalSizeClass == .compact ? 0 : 1 // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .phone`
        return Bundle.main.loadNibNamed("Banner", owner: nil)?[variant] as? UIView
    }

    func gridSpacing() -> CGFloat {
        // The size class is already tested beside the idiom: no rewrite (it would test the size class twice).
        let wide = UIDevice.current.userInterfaceIdiom == .pad && traitCollection.horizontalSizeClass == .regular // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
        return wide ? 24 : 12
    }
}
