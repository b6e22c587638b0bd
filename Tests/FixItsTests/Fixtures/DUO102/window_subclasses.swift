import UIKit

// A window made from a frame through a subclass of UIWindow is still a window of no scene.
final class ShakeReportingWindow: UIWindow {
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        super.motionEnded(motion, with: event)
    }
}

final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = ShakeReportingWindow(frame: UIScreen.main.bounds) // expect: DUO102 `ShakeReportingWindow(frame: UIScreen.main.bounds)`
        window?.makeKeyAndVisible()
        return true
    }
}

final class OverlaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = ShakeReportingWindow(frame: windowScene.coordinateSpace.bounds) // expect: DUO102 `ShakeReportingWindow(frame: windowScene.coordinateSpace.bounds)`
    }
}

extension UIWindow {
    convenience init(host: AnyObject?) {
        if let scene = host as? UIWindowScene {
            self.init(windowScene: scene)
        } else {
            self.init(frame: UIScreen.main.bounds) // (the fallback of a window made from its scene)
        }
    }

    static func makeBanner() -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 44)) // expect: DUO102 `UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 44))`
    }
}

final class DebugWindow: UIWindow {
    convenience init() {
        self.init(frame: UIScreen.main.bounds) // expect: DUO102 `self.init(frame: UIScreen.main.bounds)`
    }
}

// Not windows: a view made from the screen's bounds is DUO101's, a frame label of other calls nothing.
final class SplashController: UIViewController {
    private let splash = SplashView(frame: UIScreen.main.bounds) // expect: DUO101 `UIScreen.main.bounds`

    func placeholder() -> UIView {
        UIView(frame: .zero)
    }
}

final class SplashView: UIView {}
