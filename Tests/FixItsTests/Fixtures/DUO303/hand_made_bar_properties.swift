import UIKit

/// Items kept in private properties whose initialising closures return them, placed only in a toolbar the
/// view manages itself: that bar never goes vertical and has no overflow menu, so a title changes nothing.
final class SelectionActionsBar: UIView {
    private lazy var duplicateItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "plus.square.on.square"), style: .plain, target: self, action: #selector(duplicate))
        item.accessibilityLabel = "Duplicate"
        return item
    }()

    private lazy var pinItem: UIBarButtonItem = {
        return UIBarButtonItem(image: UIImage(systemName: "pin"), style: .plain, target: self, action: #selector(pin))
    }()

    private lazy var strip: UIToolbar = {
        let strip = UIToolbar() // expect: DUO306 `UIToolbar()`
        strip.items = [duplicateItem, .flexibleSpace(), pinItem]
        return strip
    }()

    var isActive = false {
        didSet { duplicateItem.isEnabled = isActive }
    }

    @objc private func duplicate() {}
    @objc private func pin() {}
}

/// The same kind of property given to the view controller's navigation item: reported.
final class AlbumViewController: UIViewController {
    private lazy var shareItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(share)) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(share))`
        return item
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = shareItem
    }

    @objc private func share() {}
}
