import UIKit

/// The app's own initializer that wraps a button in a bar item: every item it makes is a custom view
/// (reported once, where it is made), unless the initializer chooses an axis.
extension UIBarButtonItem {
    convenience init(compactIcon: UIImage, target: Any?, action: Selector) {
        let button = UIButton(type: .system)
        button.setImage(compactIcon, for: .normal)
        button.addTarget(target, action: action, for: .touchUpInside)
        self.init(customView: button) // expect: DUO307 `self.init(customView: button)`
    }

    convenience init(statusText: String) {
        let label = UILabel()
        label.text = statusText
        self.init(customView: label)
        axisBehavior = .horizontalOnly
    }
}

/// `self.init` in a type that is not a bar item is not one.
final class BadgeView: UIView {
    convenience init(customView: UIView) {
        self.init(frame: .zero)
        addSubview(customView)
    }

    convenience init(wrapping view: UIView) {
        self.init(customView: view)
    }
}
