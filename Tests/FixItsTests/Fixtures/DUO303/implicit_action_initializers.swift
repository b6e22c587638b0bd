import UIKit

/// A primary action made with `.init(…)`, its type told by `primaryAction:`: without a title it names nothing
/// in the overflow menu, as `UIAction { … }` does not.
final class BadgeScannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let scanItem = UIBarButtonItem(image: UIImage(named: "scan"), primaryAction: .init(handler: { _ in }), menu: nil) // expect: DUO303 `UIBarButtonItem(image: UIImage(named: "scan"), primaryAction: .init(handler: { _ in }), menu: nil)`
        scanItem.accessibilityLabel = "Scan"
        navigationItem.rightBarButtonItem = scanItem
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: "gear"), primaryAction: .init(title: "Settings", handler: { _ in }), menu: nil)
    }
}
