import UIKit

final class LibraryViewController: UITableViewController {
    private let sortMenu = UIMenu(children: [])
    private let printMenu = UIMenu(children: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), target: self, action: #selector(toggleEditing)) // expect: DUO304 `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(toggleEditing))`
        // expect: DUO304 `UIBarButtonItem(title: NSLocalizedString("Share", comment: "Share the list"), style: .plain, target: self, action: #selector(share))`
        let shareItem = UIBarButtonItem(title: NSLocalizedString("Share", comment: "Share the list"), image: UIImage(systemName: "square.and.arrow.up"), target: self, action: #selector(share))
        let sortItem = UIBarButtonItem(title: String(localized: "Sort"), image: UIImage(systemName: "arrow.up.arrow.down"), menu: sortMenu) // expect: DUO304 `UIBarButtonItem(title: String(localized: "Sort"), menu: sortMenu)`
        // expect: DUO304 `UIBarButtonItem(title: "Filter", style: .plain, target: self, action: #selector(showFilters))`
        let filterItem = UIBarButtonItem(
            title: "Filter",
            image: UIImage(systemName: "line.3.horizontal.decrease"),
            target: self,
            action: #selector(showFilters)
        )
        toolbarItems = [shareItem, sortItem, filterItem]
    }

    func configureSelectionItems() {
        toolbarItems = [
            UIBarButtonItem(title: "Archive All", style: .plain, target: self, action: #selector(archiveAll)), // expect: DUO304 `UIBarButtonItem(title: "Archive All", style: .plain, target: self, action: #selector(archiveAll))`
            UIBarButtonItem(title: "Print", image: UIImage(systemName: "printer"), primaryAction: nil, menu: printMenu), // expect: DUO304 `UIBarButtonItem(title: "Print", primaryAction: nil, menu: printMenu)`
            // An app's helper on the literal: a title all the same.
            UIBarButtonItem(title: "Export Log".localized, primaryAction: nil, menu: printMenu), // expect: DUO304 `UIBarButtonItem(title: "Export Log".localized, primaryAction: nil, menu: printMenu)`
        ]
    }

    @objc private func toggleEditing() {}
    @objc private func share() {}
    @objc private func showFilters() {}
    @objc private func archiveAll() {}
}
