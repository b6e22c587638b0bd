import UIKit

/// The ellipsis symbol held in a name first, then given to the bar item: the same "more" item as the
/// symbol written inline, reported at the symbol. (Not DUO303's icon-only finding: the fix is not a title.)
final class DeviceLinkViewController: UIViewController {
    private let optionsImage = UIImage(systemName: "ellipsis.circle") // expect: DUO301 `"ellipsis.circle"`

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: optionsImage, menu: makeOptionsMenu())
    }

    private func makeOptionsMenu() -> UIMenu { UIMenu(children: []) }
}

final class ScannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let helpImage = UIImage(systemName: "ellipsis") // expect: DUO301 `"ellipsis"`
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: helpImage, style: .plain, target: self, action: #selector(showHelp))
    }

    @objc private func showHelp() {}
}

/// An ellipsis image that no bar item is given: a cell's accessory, not a bar's "more" item.
final class ThreadCell: UITableViewCell {
    private let moreImage = UIImage(systemName: "ellipsis")

    func configure() {
        accessoryView = UIImageView(image: moreImage)
    }
}
