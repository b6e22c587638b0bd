import UIKit

/// An app's own symbol enum, turned into images by a helper: the ellipsis case on a bar item's image is the
/// ellipsis all the same. Other cases, and the ellipsis outside a bar item, are not this rule's.
enum AppSymbol: String {
    case ellipsisCircle = "ellipsis.circle"
    case share = "square.and.arrow.up"
}

enum Icons {
    static func image(symbol: AppSymbol) -> UIImage? { UIImage(systemName: symbol.rawValue) }
}

extension UIImage {
    /// The same helper, given the case unlabelled.
    static func symbol(_ symbol: AppSymbol) -> UIImage? { UIImage(systemName: symbol.rawValue) }
}

final class ReaderController: UIViewController {
    private let readerMenu = UIMenu(children: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        let more = UIBarButtonItem(image: Icons.image(symbol: .ellipsisCircle), primaryAction: nil, menu: readerMenu) // expect: DUO301 `.ellipsisCircle`
        let share = UIBarButtonItem(title: "Share", image: Icons.image(symbol: .share), primaryAction: nil, menu: readerMenu)
        navigationItem.rightBarButtonItems = [more, share]
        // Not a bar item: a loading placeholder.
        let placeholder = UIImageView(image: Icons.image(symbol: .ellipsisCircle))
        view.addSubview(placeholder)
    }

    func makeListItems() -> [UIBarButtonItem] {
        let actions = UIBarButtonItem(title: "List Actions", image: .symbol(.ellipsisCircle)) // expect: DUO301 `.ellipsisCircle`
        actions.menu = readerMenu
        let sort = UIBarButtonItem(image: UIImage.symbol(.ellipsisCircle), menu: readerMenu) // expect: DUO301 `.ellipsisCircle`
        let share = UIBarButtonItem(title: "Share", image: .symbol(.share), menu: readerMenu)
        return [actions, sort, share]
    }
}

/// An app's image enum given by name (`.image(name: .ellipsisOutlined)`): its ellipsis case is the "more" symbol;
/// another case is not.
final class NoteEditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let optionsItem = UIBarButtonItem(image: .image(name: .ellipsisOutlined), style: .plain, target: self, action: #selector(showOptions)) // expect: DUO301 `.ellipsisOutlined`
        optionsItem.accessibilityLabel = "Options"
        let pinItem = UIBarButtonItem(image: .image(name: .pinOutlined), style: .plain, target: self, action: #selector(showOptions)) // expect: DUO303 `UIBarButtonItem(image: .image(name: .pinOutlined), style: .plain, target: self, action: #selector(showOptions))`
        navigationItem.rightBarButtonItems = [optionsItem, pinItem]
    }

    @objc private func showOptions() {}
}
