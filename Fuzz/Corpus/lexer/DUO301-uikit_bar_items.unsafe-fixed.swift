import UIKit

final class DocumentViewController: UIViewController {
    private lazy var renameAction = UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { [weak self] _ in
        self?.beginRename()
    }
    private lazy var exportAction = UIAction(title: "Export", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
        self?.export()
    }

    func configureNavigationItems() {
        navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { done in done([renameAction, exportAction]) } // expect: DUO301 `"ellipsis.circle"`
    }

    func configureReaderItems() {
        // expect: DUO301 `"ellipsis"`
        navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { done in done([
            UIAction(title: "Export PDF", image: UIImage(systemName: "doc.richtext")) { [weak self] _ in self?.exportPDF() },
            UIAction(title: "Print", image: UIImage(systemName: "printer")) { [weak self] _ in self?.printDocument() },
        ]) }
    }

    func configureSortItem(sortActions: [UIAction]) {
        let sortMenu = UIMenu(title: "Sort By", children: sortActions)
        let moreItem = UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: sortMenu) // expect: DUO301 `"ellipsis.circle"`
        moreItem.visibilityPriority = .low
        navigationItem.rightBarButtonItem = moreItem
    }

    func configureToolbar() {
        toolbarItems = [
            UIBarButtonItem(title: "Actions", image: UIImage(systemName: "ellipsis.circle.fill"), menu: UIMenu(children: [renameAction])), // expect: DUO301 `"ellipsis.circle.fill"`
        ]
    }

    func configureDetailItems(shareItem: UIBarButtonItem) {
        navigationItem.rightBarButtonItems = [
            shareItem,
            UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis.rectangle"), menu: UIMenu(children: [exportAction])), // expect: DUO301 `"ellipsis.rectangle"`
        ]
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Options",
            image: UIImage(systemName: "ellipsis.circle"), // expect: DUO301 `"ellipsis.circle"`
            primaryAction: UIAction { [weak self] _ in self?.presentOptionsSheet() }
        )
    }

    private func beginRename() {}
    private func export() {}
    private func exportPDF() {}
    private func printDocument() {}
    private func presentOptionsSheet() {}
}
