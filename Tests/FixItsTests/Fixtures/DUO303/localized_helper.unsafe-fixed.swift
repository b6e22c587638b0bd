import UIKit

/// A string helper of the app's (`"key".localized`).
final class TripsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "trips.title".localized
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Add", image: UIImage(systemName: "plus"), menu: nil) // expect: DUO303 `UIBarButtonItem(image: UIImage(systemName: "plus"), menu: nil)` fix "Add the title \"Add\""
    }
}
