import CarPlay
import UIKit

/// Uses the view's own window and scene, never "the first one".
/// - Note: `UIApplication.shared.connectedScenes.first as? UIWindowScene` picked an arbitrary scene.
final class ReaderViewController: UIViewController {
    private let note = "Replaced UIApplication.shared.keyWindow?.safeAreaInsets"
    private let template = """
        let window = UIApplication.shared.windows.first
        window?.rootViewController?.present(alert, animated: true)
        """
    // Before: UIApplication.shared.firstKeyWindow?.bounds
    /* Also removed: UIApplication.shared.connectedScenes.first?.interfaceOrientation
       /* nested: getKeyWindow()?.safeAreaInsets */ */

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.window?.safeAreaInsets ?? .zero
        additionalSafeAreaInsets.top = insets.top > 0 ? 0 : 8
        if let scene = view.window?.windowScene {
            title = scene.interfaceOrientation == .portrait ? "Reader" : "Reader (wide)" // expect: DUO104 `scene.interfaceOrientation`
            _ = scene.keyWindow?.safeAreaInsets
        }
    }

    /// Counting and looping over every scene is fine.
    func sceneSummary() -> String {
        let count = UIApplication.shared.connectedScenes.count
        var names: [String] = []
        for scene in UIApplication.shared.connectedScenes where scene is UIWindowScene {
            names.append(scene.session.persistentIdentifier)
        }
        let isOnCar = UIApplication.shared.connectedScenes.contains { $0 is CPTemplateApplicationScene }
        return "\(count) scenes: \(names) car: \(isOnCar)"
    }

    /// A scene chosen by something specific, not the first one.
    func scene(for session: UISceneSession) -> UIWindowScene? {
        UIApplication.shared.connectedScenes.first(where: { $0.session == session }) as? UIWindowScene
    }

    func mainWindow() -> UIWindow? {
        let scene = UIApplication.shared.connectedScenes.first { $0.delegate is ReaderSceneDelegate } as? UIWindowScene
        return scene?.windows.first(where: { $0.rootViewController is ReaderViewController })
    }

    /// Resigning the first responder and the interface style don't depend on which window it is.
    func dismissKeyboard() {
        UIApplication.shared.firstKeyWindow?.endEditing(true)
        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.filter { $0.isKeyWindow }.first?.endEditing(true)
        UIApplication.shared.keyWindow?.overrideUserInterfaceStyle = .dark
        let isMainFlow = UIApplication.shared.keyWindow?.rootViewController is UITabBarController
        print("main flow: \(isMainFlow)")
        print("key window: \(String(describing: UIApplication.shared.keyWindow?.bounds))")
    }

    /// A scene's own windows: this scene is known.
    func configure(_ scene: UIWindowScene) {
        let window = scene.keyWindow ?? scene.windows.first
        window?.rootViewController = UINavigationController(rootViewController: self)
        _ = scene.windows.first?.safeAreaInsets
    }
}

final class ReaderSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var windows: [UIWindow] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.makeKeyAndVisible()
        let keyWindow = windows.first
        keyWindow?.frame = windowScene.coordinateSpace.bounds
    }
}

extension UIApplication {
    var firstKeyWindow: UIWindow? {
        connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first(where: \.isKeyWindow)
    }
}

/// How far a drag moved, measured in the key window's root view: a movement is the same in any window, and
/// nothing is shown or placed there.
final class MiniPlayerDragger: NSObject {
    private var startCenter = CGPoint.zero

    @objc func dragged(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: UIApplication.shared.keyWindow?.rootViewController?.view)
        let speed = pan.velocity(in: UIApplication.shared.keyWindow)
        pan.view?.center = CGPoint(x: startCenter.x + moved.x, y: startCenter.y + moved.y + speed.y * 0)
    }
}
