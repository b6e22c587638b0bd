import UIKit

/// A title through the app's static helper on `String`, given the key: a text-only item like a literal one,
/// and the keys of the dialog words are still those words.
final class ArchiveViewController: UIViewController {
    private lazy var markReadItem: UIBarButtonItem = {
        UIBarButtonItem(title: String.localized("archive_mark_read"), style: .plain, target: self, action: #selector(markRead)) // expect: DUO304 `UIBarButtonItem(title: String.localized("archive_mark_read"), style: .plain, target: self, action: #selector(markRead))`
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = markReadItem
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: String.localized("done"), style: .plain, target: self, action: #selector(close))
    }

    @objc private func markRead() {}
    @objc private func close() {}
}
