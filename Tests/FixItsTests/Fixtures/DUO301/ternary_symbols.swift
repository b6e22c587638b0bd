import UIKit

/// A symbol chosen by state: the branch that is an ellipsis is the custom overflow menu.
final class ThreadsViewController: UIViewController {
    var isFiltering = false

    func configureItems(composeMenu: UIMenu, filterMenu: UIMenu) {
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: isFiltering ? "line.3.horizontal.decrease" : "ellipsis.circle"), menu: composeMenu) // expect: DUO301 `"ellipsis.circle"`; DUO303 `UIBarButtonItem(image: UIImage(systemName: isFiltering ? "line.3.horizontal.decrease" : "ellipsis.circle"), menu: composeMenu)`
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Filter", image: UIImage(systemName: isFiltering ? "line.3.horizontal.decrease.circle.fill" : "line.3.horizontal.decrease.circle"), menu: filterMenu)
    }
}
