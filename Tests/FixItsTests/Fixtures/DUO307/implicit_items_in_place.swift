import UIKit

/// Custom views made with `.init(customView:)` where the type is told by where the item goes.
final class InboxViewController: UIViewController {
    private let identityStack = UIStackView()
    private let unreadBadge = UILabel()
    private let filterButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItems = [.init(customView: identityStack)] // expect: DUO307:info `.init(customView: identityStack)`
        navigationItem.rightBarButtonItem = .init(customView: unreadBadge) // expect: DUO307:info `.init(customView: unreadBadge)`
        setToolbarItems([.init(customView: filterButton)], animated: false) // expect: DUO307:info `.init(customView: filterButton)`
        // Not a bar item: a view's own initializer.
        let placeholder: UIView = .init(frame: .zero)
        view.addSubview(placeholder)
    }
}
