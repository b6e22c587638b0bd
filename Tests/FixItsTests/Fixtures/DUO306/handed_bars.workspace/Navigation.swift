import UIKit

final class ChromeNavigationController: UINavigationController {
    init(root: UIViewController) {
        super.init(navigationBarClass: ChromeNavigationBar.self, toolbarClass: nil)
        viewControllers = [root]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("not from a storyboard") }
}

final class ChromeTabs: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(ChromeTabBar(), forKey: "tabBar")
    }
}
