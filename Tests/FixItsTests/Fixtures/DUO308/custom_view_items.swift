import UIKit

/// Navigation items whose custom views carry a hand-made badge.
final class InboxViewController: UIViewController {
    private var tabsButton: TabsButton!
    private let counterItem = UIBarButtonItem()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [makeBellItem(), makeProfileItem(showsDot: true)]
        tabsButton = TabsButton()
        counterItem.customView = tabsButton // expect: DUO308 `counterItem.customView = tabsButton`; DUO307 `counterItem.customView = tabsButton`
        toolbarItems = [counterItem, UIBarButtonItem(customView: BadgedButton(symbol: "tray"))] // expect: DUO308 `UIBarButtonItem(customView: BadgedButton(symbol: "tray"))`; DUO307 `UIBarButtonItem(customView: BadgedButton(symbol: "tray"))`
    }

    func refreshCounts(open: Int, unread: Bool) {
        tabsButton.tabCount = open
        tabsButton.hasUnread = unread
    }

    private func makeBellItem() -> UIBarButtonItem {
        let bell = UIButton(type: .system)
        bell.setImage(UIImage(systemName: "bell"), for: .normal)
        let dot = UIView(frame: CGRect(x: 18, y: 2, width: 8, height: 8))
        dot.backgroundColor = .systemRed
        dot.layer.cornerRadius = 4
        bell.addSubview(dot) // expect: DUO308 `bell.addSubview(dot)`
        return UIBarButtonItem(customView: bell) // expect: DUO307 `UIBarButtonItem(customView: bell)`
    }

    private func makeProfileItem(showsDot: Bool) -> UIBarButtonItem {
        let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
        if showsDot {
            let badge = makeBadge(diameter: 10)
            avatar.addSubview(badge) // expect: DUO308 `avatar.addSubview(badge)`
        }
        let item = UIBarButtonItem(customView: avatar) // expect: DUO307 `UIBarButtonItem(customView: avatar)`
        return item
    }

    private func makeBadge(diameter: CGFloat) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: diameter, height: diameter))
    }
}

/// A cart button whose count label is part of its custom view.
final class StoreViewController: UIViewController {
    private let cartButton = UIButton(type: .custom)
    private let countLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        cartButton.setImage(UIImage(systemName: "cart"), for: .normal)
        self.cartButton.insertSubview(countLabel, at: 0)
        let cartItem = UIBarButtonItem(customView: cartButton) // expect: DUO308 `UIBarButtonItem(customView: cartButton)`; DUO307 `UIBarButtonItem(customView: cartButton)`
        navigationItem.rightBarButtonItem = cartItem
    }

    func show(itemCount: Int) {
        countLabel.text = "\(itemCount)"
    }
}

/// Unread state set on a custom chat button, then shown in the toolbar.
final class ThreadsViewController: UIViewController {
    private let chatButton = ChatButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        chatButton.unreadCount = 3
        let item = UIBarButtonItem(customView: chatButton) // expect: DUO308 `UIBarButtonItem(customView: chatButton)`; DUO307 `UIBarButtonItem(customView: chatButton)`
        item.accessibilityLabel = "Chats"
        toolbarItems = [item]
        let badgedBell = UIButton(type: .system)
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: badgedBell) // expect: DUO308 `UIBarButtonItem(customView: badgedBell)`; DUO307 `UIBarButtonItem(customView: badgedBell)`
    }
}

/// A toolbar whose filter button gets a red dot while filters are on.
final class ListToolbarController: UIViewController {
    private let filterButton = UIButton(type: .system)
    private let filtersOnDot = UIView()
    private lazy var filterItem = UIBarButtonItem(customView: filterButton) // expect: DUO308 `UIBarButtonItem(customView: filterButton)`; DUO307 `UIBarButtonItem(customView: filterButton)`

    override func viewDidLoad() {
        super.viewDidLoad()
        filterButton.setImage(UIImage(systemName: "line.3.horizontal.decrease"), for: .normal)
        filterButton.addSubview(filtersOnDot)
        toolbarItems = [filterItem]
    }
}

final class TabsButton: UIView {
    var tabCount = 0
    var hasUnread = false
}

final class BadgedButton: UIButton {
    convenience init(symbol: String) {
        self.init(type: .system)
        setImage(UIImage(systemName: symbol), for: .normal)
    }
}

final class ChatButton: UIButton {
    var unreadCount = 0
}
