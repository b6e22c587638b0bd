import UIKit

/// A screen whose text is localized: an English title from the table would be a
/// regression for its other languages, so that fix is offered as unsafe only.
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("inbox.title", comment: "Inbox screen title")
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(clear)) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(clear))` says "a title (Delete)" fix "Add the title \"Delete\""
        let compose = UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), primaryAction: UIAction { [weak self] _ in self?.compose() }) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), primaryAction: UIAction { [weak self] _ in self?.compose() })`
        toolbarItems = [compose]
    }

    @objc private func clear() {}
    private func compose() {}
}
