import UIKit

final class StartupCoordinator {
    var window: UIWindow?

    func start() {
        window = TintedWindow(frame: UIScreen.main.bounds) // expect: DUO102 `TintedWindow(frame: UIScreen.main.bounds)`
        window?.makeKeyAndVisible()
    }
}
