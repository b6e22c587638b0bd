import UIKit

/// The title-and-image initializers given no title.
final class DraftsViewController: UIViewController {
    private let sortMenu = UIMenu(title: "Sort", children: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: nil, image: UIImage(systemName: "trash"), primaryAction: nil, menu: nil), // expect: DUO303 `UIBarButtonItem(title: nil, image: UIImage(systemName: "trash"), primaryAction: nil, menu: nil)`
            UIBarButtonItem(title: nil, image: UIImage(systemName: "square.and.arrow.up"), target: self, action: #selector(shareDrafts), menu: nil), // expect: DUO303 `UIBarButtonItem(title: nil, image: UIImage(systemName: "square.and.arrow.up"), target: self, action: #selector(shareDrafts), menu: nil)`
            UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: sortMenu),
        ]
    }

    @objc private func shareDrafts() {}
}
