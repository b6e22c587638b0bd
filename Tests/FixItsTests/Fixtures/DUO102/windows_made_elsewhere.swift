import UIKit
import ThemeKit

/// A window subclass of the app's own whose initializer takes more than the frame.
final class ImpersonationWindow: UIWindow {
    weak var banner: UIView?

    init(frame: CGRect, banner: UIView?) {
        self.banner = banner
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }
}

final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let banner = UIView()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Reported once, as the window (no DUO101 for the screen's bounds in it); no rewrite: the other
        // argument has no scene form known here.
        window = ImpersonationWindow(frame: UIScreen.main.bounds, banner: banner) // expect: DUO102 `ImpersonationWindow(frame: UIScreen.main.bounds, banner: banner)`
        window?.makeKeyAndVisible()
        return true
    }

    func makeThemedWindow() {
        // A package's window class (ThemeKit's), stored as the app's window.
        window = ThemedWindow(frame: UIScreen.main.bounds) // expect: DUO102 `ThemedWindow(frame: UIScreen.main.bounds)`
        // A package's view named like a window, stored in a name that does not say window: a view.
        let popover = PopoverWindow(frame: .zero)
        banner.addSubview(popover)
    }
}

final class BrowserSceneMaker {
    /// The frame only where the scene cannot be had: a scene-based app always has it.
    func makeWindow(for scene: UIScene) -> UIWindow {
        guard let windowScene = scene as? UIWindowScene else {
            return ImpersonationWindow(frame: UIScreen.main.bounds, banner: nil)
        }
        return UIWindow(windowScene: windowScene)
    }
}
