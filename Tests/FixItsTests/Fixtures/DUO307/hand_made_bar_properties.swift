import UIKit

/// A custom-view item returned by a private property's initialising closure and placed only in the view's
/// own toolbar: that bar never goes vertical, so `axisBehavior` changes nothing.
final class InboxEditingBar: UIView {
    private lazy var moveItem: UIBarButtonItem = {
        let button = UIButton(type: .system)
        button.setTitle("Move", for: .normal)
        return UIBarButtonItem(customView: button)
    }()

    private lazy var toolbar: UIToolbar = {
        let toolbar = UIToolbar() // expect: DUO306 `UIToolbar()`
        toolbar.items = [moveItem, .flexibleSpace()]
        return toolbar
    }()
}

/// Given to a container's toolbar instead: reported.
final class InboxViewController: UIViewController {
    private lazy var filterItem: UIBarButtonItem = {
        let button = UIButton(type: .system)
        button.setTitle("Unread", for: .normal)
        return UIBarButtonItem(customView: button) // expect: DUO307 `UIBarButtonItem(customView: button)`
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [filterItem]
    }
}
