import UIKit

final class MessageViewController: UIViewController {
    private let archiveItem = UIBarButtonItem(title: "Archive", image: UIImage(systemName: "archivebox"), primaryAction: nil, menu: nil)
    private let replyItem = UIBarButtonItem(title: "Reply", image: UIImage(systemName: "arrowshape.turn.up.left"), primaryAction: nil, menu: nil)
    private let composeItem = UIBarButtonItem(title: "Compose", image: UIImage(systemName: "square.and.pencil"), primaryAction: nil, menu: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [archiveItem, .flexibleSpace(), replyItem, .fixedSpace(16), composeItem] // expect: DUO305 `.flexibleSpace()`; DUO305 `.fixedSpace(16)`
    }

    func showDraftItems(sendItem: UIBarButtonItem) {
        let spacer = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) // expect: DUO305 `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`
        // expect: DUO305 `UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)`
        let gap = UIBarButtonItem(
            barButtonSystemItem: .fixedSpace,
            target: nil,
            action: nil
        )
        gap.width = 20
        self.setToolbarItems([UIBarButtonItem.flexibleSpace(), sendItem, gap, spacer], animated: true) // expect: DUO305 `UIBarButtonItem.flexibleSpace()`
    }

    func showSelectionItems(deleteItem: UIBarButtonItem) {
        navigationController?.toolbar.items = [
            UIBarButtonItem(systemItem: .flexibleSpace), // expect: DUO305 `UIBarButtonItem(systemItem: .flexibleSpace)`
            deleteItem,
            UIBarButtonItem(barButtonSystemItem: UIBarButtonItem.SystemItem.flexibleSpace, target: nil, action: nil), // expect: DUO305 `UIBarButtonItem(barButtonSystemItem: UIBarButtonItem.SystemItem.flexibleSpace, target: nil, action: nil)`
        ]
    }
}
