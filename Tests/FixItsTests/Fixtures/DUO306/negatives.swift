import UIKit

/// Don't build a `UIToolbar()` by hand: use `toolbarItems` in a navigation controller.
final class ComposeViewController: UIViewController, UITextFieldDelegate {
    let field = UITextField()
    let notes = UITextView()
    // let bar = UIToolbar()
    /* view.addSubview(UINavigationBar(frame: .zero)) */
    private let note = "UITabBar() is ignored on iPhone Duo"
    private let template = """
        let toolbar = UIToolbar(frame: .zero)
        """
    private let rawTemplate = #"UINavigationBar()"#
    private var customToolbar: UIToolbar?
    private let toolbarClass: UIToolbar.Type = UIToolbar.self

    override var inputAccessoryView: UIView? {
        let toolbar = UIToolbar()
        toolbar.items = [UIBarButtonItem(systemItem: .done)]
        return toolbar
    }

    private lazy var keyboardToolbar: UIToolbar = {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UIBarButtonItem(systemItem: .done)]
        return bar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        let accessory = UIToolbar()
        field.inputAccessoryView = accessory
        notes.inputAccessoryView = UIToolbar(frame: .zero)
        navigationController?.toolbar.tintColor = .systemBlue
        navigationController?.setToolbarHidden(false, animated: false)
        tabBarController?.tabBar.isHidden = false
        UINavigationBar.appearance().prefersLargeTitles = true
        UIToolbar.appearance().barTintColor = .systemBackground
        let appearance = UINavigationBarAppearance()
        navigationItem.standardAppearance = appearance
        customToolbar = nil
        toolbarItems = [UIBarButtonItem(title: note + template + rawTemplate, image: UIImage(systemName: "doc"), primaryAction: nil, menu: nil)]
        _ = UINavigationController(navigationBarClass: UINavigationBar.self, toolbarClass: toolbarClass)
    }
}
