import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var privacyWindow: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(frame: UIScreen.main.bounds) // expect: DUO102 `UIWindow(frame: UIScreen.main.bounds)`
        window.rootViewController = UINavigationController(rootViewController: InboxViewController())
        window.windowScene = windowScene
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        if let ws = scene as? UIWindowScene, privacyWindow == nil {
            privacyWindow = UIWindow(frame: ws.coordinateSpace.bounds) // expect: DUO102 `UIWindow(frame: ws.coordinateSpace.bounds)`
            privacyWindow?.rootViewController = PrivacyCoverViewController()
        }
    }

    func sceneWillResignActive(_ scene: UIScene) {
        if let windowScene = scene as? UIWindowScene {
            windowScene.title = "Inbox"
        }
        let cover = UIWindow(frame: window?.bounds ?? .zero) // expect: DUO102 `UIWindow(frame: window?.bounds ?? .zero)`
        cover.rootViewController = PrivacyCoverViewController()
        cover.isHidden = false
        privacyWindow = cover
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        privacyWindow = UIWindow(frame: UIScreen.main.bounds) // expect: DUO102 `UIWindow(frame: UIScreen.main.bounds)`
        privacyWindow?.isHidden = true
    }
}

final class PreviewSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let _ = (scene as? UIWindowScene) else { return }
        window = UIWindow(frame: UIScreen.main.bounds) // expect: DUO102 `UIWindow(frame: UIScreen.main.bounds)`
        window?.rootViewController = PreviewViewController()
        window?.makeKeyAndVisible()
    }
}

/// The scene cast without unwrapping: an optional, which `init(windowScene:)` does not take. No fix.
final class OptionalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let windowScene = scene as? UIWindowScene
        // The screen's bounds only as the window's frame, through a local: one finding, the window's.
        let frame = windowScene?.coordinateSpace.bounds ?? UIScreen.main.bounds
        let window = UIWindow(frame: frame) // expect: DUO102 `UIWindow(frame: frame)`
        window.windowScene = windowScene
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Also the cover's size: the screen's bounds go further than the window.
        let bounds = UIScreen.main.bounds // expect: DUO101 `UIScreen.main.bounds`
        let cover = UIWindow(frame: bounds) // expect: DUO102 `UIWindow(frame: bounds)`
        cover.rootViewController?.preferredContentSize = bounds.size
    }
}
