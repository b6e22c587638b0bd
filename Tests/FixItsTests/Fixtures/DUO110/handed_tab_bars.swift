import UIKit

/// A tab bar subclass installed in the controller by key-value coding: the controller lays it out, the frame
/// read to make it is only its first one.
final class WalletTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(RaisedCenterTabBar(frame: tabBar.frame), forKey: "tabBar")
    }
}

final class MarketTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = FlatTabBar(frame: tabBar.frame)
        setValue(bar, forKey: "tabBar")
        // A view of its own, sized once: still a finding.
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)) // expect: DUO110 `view.bounds.width`
        view.addSubview(banner)
    }
}

final class RaisedCenterTabBar: UITabBar {}
final class FlatTabBar: UITabBar {}
