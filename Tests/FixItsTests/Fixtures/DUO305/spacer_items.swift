import UIKit

final class SitesViewController: UITableViewController {
    @IBOutlet var flexibleSpace: UIBarButtonItem!
    @IBOutlet var doneItem: UIBarButtonItem!
    @IBOutlet var editItem: UIBarButtonItem!

    func refreshToolbar(animated: Bool) {
        if tableView.isEditing {
            setToolbarItems([flexibleSpace, doneItem], animated: animated) // expect: DUO305:info `flexibleSpace`
        } else {
            toolbarItems = [editItem, flexibleSpace] // expect: DUO305:info `flexibleSpace`
        }
    }

    func describe() -> String {
        // Not a bar item list.
        let names = [flexibleSpace, doneItem].compactMap { $0?.title }
        return names.joined()
    }
}
