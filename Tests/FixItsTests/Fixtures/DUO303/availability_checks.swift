import UIKit

// No deployment target is known here (no project, no configuration), but this file checks for iOS 14 below:
// the app runs on systems older than that, so init(title:image:target:action:menu:) (iOS 16) is no fix.
final class PlaylistViewController: UIViewController {
    private lazy var shuffleItem = UIBarButtonItem(image: UIImage(named: "shuffle"), style: .plain, target: self, action: #selector(shuffle)) // expect: DUO303 `UIBarButtonItem(image: UIImage(named: "shuffle"), style: .plain, target: self, action: #selector(shuffle))`
    private lazy var sortItem = UIBarButtonItem(image: UIImage(systemName: "arrow.up.arrow.down"), style: .plain, target: self, action: #selector(sort)) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "arrow.up.arrow.down"), style: .plain, target: self, action: #selector(sort))`

    override func viewDidLoad() {
        super.viewDidLoad()
        if #available(iOS 14.0, *) {
            navigationItem.rightBarButtonItems = [sortItem]
        } else {
            navigationItem.rightBarButtonItems = [sortItem, shuffleItem]
        }
        shuffleItem.accessibilityLabel = NSLocalizedString("Shuffle", comment: "")
    }

    @objc private func shuffle() {}
    @objc private func sort() {}
}
