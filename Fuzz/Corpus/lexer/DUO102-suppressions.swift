import UIKit

final class KioskSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var statusWindow: UIWindow?
    private var overlayWindow: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // duo:disable:next DUO102
        let window = UIWindow(frame: windowScene.coordinateSpace.bounds)
        window.windowScene = windowScene
        window.rootViewController = KioskViewController()
        self.window = window
        window.makeKeyAndVisible()

        statusWindow = UIWindow(frame: .zero) // duo:disable:this DUO102
        overlayWindow = UIWindow(frame: window.bounds) // expect: DUO102 `UIWindow(frame: window.bounds)`
        overlayWindow?.windowLevel = .alert
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        window = nil
        statusWindow = nil
        overlayWindow = nil
    }
}
