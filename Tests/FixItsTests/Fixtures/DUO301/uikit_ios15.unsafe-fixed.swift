// duo-config: {"deploymentTarget": "15.0"}
import UIKit

final class NotesViewController: UIViewController {
    func configureNavigationItems(renameAction: UIAction, shareAction: UIAction) {
        if #available(iOS 16.0, *) {
            navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { done in done([renameAction, shareAction]) }
        } else {
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [renameAction, shareAction]))
        } // expect: DUO301 `"ellipsis.circle"`
    }

    func configureAlreadyGuarded(renameAction: UIAction) {
        if #available(iOS 16.0, *) {
            navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { done in done([renameAction]) }
        } else {
            // Before iOS 16 there is no system overflow menu: the ellipsis item is the fallback.
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [renameAction]))
        }
    }

    func configureOlderFallback(renameAction: UIAction) {
        if #available(iOS 15.0, *) {
            navigationItem.title = "Notes"
        } else {
            // Only runs before iOS 15, never on iPhone Duo (iOS 27 and later): not reported.
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: UIMenu(children: [renameAction]))
        }
    }
}
