import UIKit

/// Creates the main window with `UIWindow(windowScene:)`, not `UIWindow(frame: UIScreen.main.bounds)`.
final class ModernSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var accessoryWindow: UIWindow?
    // window = UIWindow(frame: UIScreen.main.bounds)
    /* let w = UIWindow(frame: windowScene.coordinateSpace.bounds) */
    private let note = "Stopped calling UIWindow(frame: .zero) in 3.2"
    private let recipe = """
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        """
    private let rawRecipe = #"UIWindow(frame: "\(bounds)")"#

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: InboxViewController())
        self.window = window
        window.makeKeyAndVisible()

        let accessory = PassthroughWindow(windowScene: windowScene)
        accessory.frame = windowScene.coordinateSpace.bounds
        accessoryWindow = accessory
        log("\(note.count) \(recipe.count) \(rawRecipe.count) \("UIWindow(frame:)")")
    }

    func makeDetachedWindow() -> UIWindow {
        let window = UIWindow()
        window.windowLevel = .normal
        return window
    }

    private func log(_ message: String) {}
}

final class PassthroughWindow: UIWindow {
    private let uiWindowFrameInset: CGFloat = 8

    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self || point.y < uiWindowFrameInset ? nil : hit
    }
}
