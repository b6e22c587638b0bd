import UIKit

/// Strings generated into an enum of the app's own name (SwiftGen with a custom name): the table's English
/// title is for a person to localize, so only an unsafe fix.
final class RoomsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = RoomsL10n.roomsTitle
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "trash"), menu: nil) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "trash"), menu: nil)` fix "Add the title \"Delete\""
    }
}
