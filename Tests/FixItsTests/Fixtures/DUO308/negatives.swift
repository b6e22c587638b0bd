import SwiftUI
import UIKit

/// The system draws the badge: it moves to the side bar with the item.
/// - Note: `UIBarButtonItem(customView: bell)` with `bell.addSubview(dot)` was the old way.
final class NotificationsViewController: UIViewController {
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let note = "Don't write avatar.addSubview(badge) into a customView"
    private let template = """
        let item = UIBarButtonItem(customView: badgeButton)
        """
    // Before: counterItem.customView = tabsButton; tabsButton.tabCount = open
    /* Also removed: UIBarButtonItem(customView: BadgedButton(symbol: "tray"))
       /* nested: chatButton.unreadCount = 3 */ */

    override func viewDidLoad() {
        super.viewDidLoad()
        let bell = UIBarButtonItem(title: "Notifications", image: UIImage(systemName: "bell"), primaryAction: nil, menu: nil)
        bell.badge = .count(3)
        navigationItem.rightBarButtonItem = bell
        // A spinner in a custom view: no badge (DUO307 covers its axis).
        let loading = UIBarButtonItem(customView: spinner)
        loading.axisBehavior = .horizontalOnly
        navigationItem.leftBarButtonItem = loading
    }

    /// A badge drawn on a view that is not a bar item.
    func decorate(cell: UITableViewCell) {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        cell.contentView.addSubview(badge)
        cell.accessoryView = badge
    }

    /// A custom view with an icon and a title, no count.
    func makeTitleItem() -> UIBarButtonItem {
        let button = UIButton(type: .system)
        button.setTitle("Filters", for: .normal)
        button.addSubview(UIImageView(image: UIImage(systemName: "line.3.horizontal.decrease")))
        let item = UIBarButtonItem(customView: button)
        item.axisBehavior = .verticalPreferred
        return item
    }

    /// Another object's badge: the custom view is a different button.
    func showCount(_ count: Int, header: HeaderCounter) {
        header.button.tabCount = count
        let shareButton = UIButton(type: .system)
        let item = UIBarButtonItem(customView: shareButton)
        item.axisBehavior = .verticalPreferred
        toolbarItems = [item]
        print("count: \(count)")
    }
}

/// Custom views configured with text and controls, not counts.
final class ComposeViewController: UIViewController {
    private let modePicker = UISegmentedControl(items: ["Draft", "Final"])
    private let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.titleLabel?.text = "Send"
        sendButton.addSubview(UIImageView(image: UIImage(systemName: "paperplane")))
        let pickerItem = UIBarButtonItem(customView: modePicker)
        pickerItem.axisBehavior = .horizontalOnly
        // A chip named "badge" that shows a value, not a count or a dot.
        let weather = UIBarButtonItem(customView: WeatherBadgeView())
        weather.axisBehavior = .horizontalOnly
        let sendItem = UIBarButtonItem(customView: sendButton)
        sendItem.axisBehavior = .verticalPreferred
        navigationItem.rightBarButtonItems = [sendItem, pickerItem]
        modePicker.selectedSegmentIndex = 0
    }
}

final class WeatherBadgeView: UIView {}

final class HeaderCounter {
    let button = CountingButton()
}

final class CountingButton: UIButton {
    var tabCount = 0
}

/// SwiftUI: `.badge` on a toolbar button is what the rule asks for.
struct MailboxView: View {
    let unread: Int

    var body: some View {
        NavigationStack {
            Text("Inbox")
                .toolbar {
                    Button("Inbox", systemImage: "tray") {}
                        .badge(unread)
                }
        }
    }
}
