import UIKit

final class ToastPresenter {
    private var toastWindow: UIWindow?
    private var bannerWindow: UIWindow?
    private var hudWindow: UIWindow?

    func showToast(_ message: String, in windowScene: UIWindowScene) {
        let window = UIWindow(frame: windowScene.coordinateSpace.bounds) // expect: DUO102 `UIWindow(frame: windowScene.coordinateSpace.bounds)`
        window.windowLevel = .alert + 1
        window.rootViewController = ToastViewController(message: message)
        window.isHidden = false
        toastWindow = window
    }

    func attachBanner(to scene: UIWindowScene, height: CGFloat) {
        let frame = CGRect(x: 0, y: 0, width: scene.coordinateSpace.bounds.width, height: height)
        // expect: DUO102 `UIWindow(frame: frame)`
        bannerWindow = UIWindow(
            frame: frame
        )
        bannerWindow?.isHidden = false
    }

    func presentHUD(on windowScene: UIWindowScene) {
        DispatchQueue.main.async {
            let hud = UIWindow(frame: .zero) // expect: DUO102 `UIWindow(frame: .zero)`
            hud.windowLevel = .statusBar
            self.hudWindow = hud
        }
    }

    func presentDebugOverlay(in scene: UIWindowScene?) {
        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200)) // expect: DUO102 `UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))`
        overlay.windowScene = scene
        overlay.isHidden = false
    }
}

func makeSnapshotWindow(bounds: CGRect) -> UIWindow {
    let window = UIWindow(frame: bounds) // expect: DUO102 `UIWindow(frame: bounds)`
    window.rootViewController = SnapshotViewController()
    return window
}
