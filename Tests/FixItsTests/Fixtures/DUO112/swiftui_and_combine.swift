import Combine
import SwiftUI
import UIKit

/// A carousel that shows three tiles in landscape and two in portrait.
struct TileCarousel: View {
    @State private var isLandscape = false
    @State private var orientation = UIDeviceOrientation.unknown

    var body: some View {
        HStack {
            ForEach(0 ..< (isLandscape ? 3 : 2), id: \.self) { index in
                Text("Tile \(index)")
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in // expect: DUO112 `UIDevice.orientationDidChangeNotification`
            isLandscape = UIDevice.current.orientation.isLandscape // expect: DUO104 `UIDevice.current.orientation.isLandscape`
        }
        .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification), perform: { _ in // expect: DUO112 `UIDevice.orientationDidChangeNotification`
            // Nothing reads `orientation`: DUO104 stays quiet (DUO112 reports the handler).
            orientation = UIDevice.current.orientation
        })
    }
}

/// A model the player screen reads; it republishes the orientation.
final class PlayerLayoutModel: ObservableObject {
    @Published private(set) var isWide = false
    private var bag = Set<AnyCancellable>()

    init() {
        NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification) // expect: DUO112 `UIDevice.orientationDidChangeNotification`
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in
                self?.isWide = UIDevice.current.orientation.isLandscape // expect: DUO104 `UIDevice.current.orientation.isLandscape`
            }
            .store(in: &bag)
    }
}

/// Async observation of the same notification, laying out a toolbar.
final class EditorViewController: UIViewController {
    private let palette = UIStackView()
    private var watcher: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        watcher = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: UIDevice.orientationDidChangeNotification) { // expect: DUO112 `UIDevice.orientationDidChangeNotification`
                self?.palette.frame.size.width = self?.view.bounds.width ?? 0
            }
        }
    }
}

/// A Combine subscriber in a view controller that calls a layout function.
final class MapOverlayController: UIViewController {
    private var subscription: AnyCancellable?

    override func viewDidLoad() {
        super.viewDidLoad()
        subscription = NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification).sink(receiveValue: { [weak self] _ in // expect: DUO112 `UIDevice.orientationDidChangeNotification`
            self?.layoutOverlayPanel()
        })
    }

    private func layoutOverlayPanel() {}
}

/// The publisher made with its initializer: the same observer.
struct LessonHeader: View {
    @State private var sideBySide = false

    var body: some View {
        Group { sideBySide ? AnyView(HStack { Text("Lesson") }) : AnyView(VStack { Text("Lesson") }) }
            .onReceive(NotificationCenter.Publisher(center: .default, name: UIDevice.orientationDidChangeNotification)) { _ in // expect: DUO112 `UIDevice.orientationDidChangeNotification`
                refresh()
            }
    }

    private func refresh() {
        sideBySide = UIDevice.current.orientation.isLandscape // expect: DUO104 `UIDevice.current.orientation.isLandscape`
    }
}

/// The orientation stored on the view's observed model, which its body reads.
final class LessonModel: ObservableObject {
    @Published var sideBySide = false
}

struct LessonOutline: View {
    @ObservedObject private var model: LessonModel

    init(model: LessonModel) {
        self.model = model
    }

    var body: some View {
        Group { model.sideBySide ? AnyView(HStack { Text("Outline") }) : AnyView(VStack { Text("Outline") }) }
            .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in // expect: DUO112 `UIDevice.orientationDidChangeNotification`
                model.sideBySide = UIDevice.current.orientation == .landscapeLeft // expect: DUO104 `UIDevice.current.orientation`
            }
    }
}
