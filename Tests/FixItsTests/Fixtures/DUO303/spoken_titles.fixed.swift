import UIKit

/// A file whose text comes from SwiftGen's `L10n` alone: a title from the symbol table is English, so that
/// fix is for a person to finish; an item that already has a spoken label takes it as its title.
final class ShelfViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let settings = UIBarButtonItem(title: L10n.Shelf.settings, image: UIImage(systemName: "gearshape"), target: self, action: #selector(openSettings)) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: self, action: #selector(openSettings))` says "(L10n.Shelf.settings)"
        settings.accessibilityLabel = L10n.Shelf.settings
        let search = UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), menu: nil) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), menu: nil)`
        navigationItem.rightBarButtonItems = [settings, search]
        title = L10n.Shelf.title
    }

    /// A label that names something of this scope cannot move into the initializer above it.
    func addFilter(named name: String) {
        let filter = UIBarButtonItem(image: UIImage(systemName: "plus"), menu: nil) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "plus"), menu: nil)` says "(Add)"
        filter.accessibilityLabel = name
        navigationItem.leftBarButtonItem = filter
    }

    /// The title is set by a method the item is handed to: nothing to report.
    func addSidebarToggle() {
        let toggle = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: self, action: #selector(toggleSidebar))
        describe(sidebarToggle: toggle)
        navigationItem.leftBarButtonItem = toggle
    }

    private func describe(sidebarToggle item: UIBarButtonItem) {
        item.accessibilityLabel = L10n.Shelf.sidebar
        item.title = L10n.Shelf.sidebar
    }

    @objc private func openSettings() {}
    @objc private func toggleSidebar() {}
}

enum L10n {
    enum Shelf {
        static let title = "Shelf"
        static let settings = "Settings"
        static let sidebar = "Sidebar"
    }
}
