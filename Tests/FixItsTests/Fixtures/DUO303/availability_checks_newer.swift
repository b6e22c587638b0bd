import UIKit

// The only check here names iOS 26: the app may well support iOS 16 and later, so the fix stays.
final class QueueViewController: UIViewController {
    private lazy var clearItem = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(clear)) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(clear))`

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = clearItem
        clearItem.accessibilityLabel = NSLocalizedString("Clear Queue", comment: "")
        if #available(iOS 26.0, *) {
            navigationItem.largeTitleDisplayMode = .inline
        }
    }

    @objc private func clear() {}
}
