import UIKit

final class StoreViewController: UIViewController {
    private let cartButton = UIButton(type: .system)
    private let statusLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .bar)
    private let avatarView = UIImageView()
    private let segmentedControl = UISegmentedControl(items: ["All", "Unread"])
    private lazy var progressItem = UIBarButtonItem(customView: progressView) // expect: DUO307 `UIBarButtonItem(customView: progressView)`

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: cartButton) // expect: DUO307 `UIBarButtonItem(customView: cartButton)`
        let statusItem = UIBarButtonItem(customView: statusLabel) // expect: DUO307 `UIBarButtonItem(customView: statusLabel)`
        // expect: DUO307 `UIBarButtonItem(customView: segmentedControl)`
        let filterItem = UIBarButtonItem(
            customView: segmentedControl
        )
        toolbarItems = [statusItem, filterItem, progressItem]
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: self.avatarView) // expect: DUO307 `UIBarButtonItem(customView: self.avatarView)`
        }
    }
}
