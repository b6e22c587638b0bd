import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let split = UISplitViewController(style: .doubleColumn)
        let arrangement = UIArrangementViewController()
        arrangement.setViewController(PlayerViewController(), for: .primary)
        split.setViewController(LibraryViewController(), for: .primary)
        split.setViewController(arrangement, for: .secondary) // expect: DUO204 `setViewController(arrangement, for: .secondary)`
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = split
        self.window = window
    }
}

final class LibraryViewController: UITableViewController {
    private let playerArrangement = UIArrangementViewController()

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // expect: DUO204 `setViewController(playerArrangement, for: .secondary)`
        splitViewController?.setViewController(playerArrangement, for: .secondary)
    }
}

final class StudioArrangementController: UIArrangementViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setViewController(UISplitViewController(style: .doubleColumn), for: .primary) // expect: DUO204 `setViewController(UISplitViewController(style: .doubleColumn), for: .primary)`
    }
}

final class RootCoordinator {
    private let arrangement = UIArrangementViewController()
    private let split = UISplitViewController(style: .tripleColumn)

    func start(sidebar: UIViewController) {
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: sidebar)]
        arrangement.setViewController(tabs, for: .primary) // expect: DUO204 `setViewController(tabs, for: .primary)`
        self.arrangement.setViewController( // expect: DUO204 `setViewController(MainTabBarController(), for: .secondary, animated: true)`
            MainTabBarController(),
            for: .secondary,
            animated: true
        )
        split.viewControllers = [sidebar, arrangement] // expect: DUO204 `arrangement`
    }
}
