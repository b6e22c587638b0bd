import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    lazy var debugWindow: UIWindow = {
        let window = UIWindow(frame: UIScreen.main.bounds.insetBy(dx: 0, dy: 40)) // expect: DUO102 `UIWindow(frame: UIScreen.main.bounds.insetBy(dx: 0, dy: 40))`
        window.windowLevel = .statusBar
        return window
    }()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        self.window = UIWindow(frame: UIScreen.main.bounds) // expect: DUO102 `UIWindow(frame: UIScreen.main.bounds)`
        self.window?.rootViewController = RootViewController()
        self.window?.makeKeyAndVisible()
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
    }
}
