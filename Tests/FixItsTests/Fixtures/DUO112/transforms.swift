import UIKit

// A view moved or turned in place by a transform is laid out too.
final class BadgedTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(deviceTurned),
                                               name: UIDevice.orientationDidChangeNotification, object: nil) // expect: DUO112 `UIDevice.orientationDidChangeNotification`
    }

    @objc private func deviceTurned() {
        DispatchQueue.main.async { self.nudgeBadges() }
    }

    private func nudgeBadges() {
        for item in tabBar.subviews {
            item.layer.transform = CATransform3DMakeTranslation(-2, 4, 1)
        }
    }
}
