import UIKit

final class PlaylistEditor: UIViewController {
    private let modePicker = UISegmentedControl(items: ["Songs", "Albums"])
    private let countBadge = UILabel()
    private let filterField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        // A strip of the screen's own: its items never move, the strip is the finding.
        let strip = UIToolbar() // expect: DUO306 `UIToolbar()`
        strip.setItems([UIBarButtonItem(customView: modePicker)], animated: false)
        view.addSubview(strip)

        // The axis chosen by key-value coding (built with an SDK that does not declare it yet).
        let count = UIBarButtonItem(customView: countBadge)
        count.setValue(2, forKey: "axisBehavior")
        navigationItem.leftBarButtonItem = count

        // In the navigation controller's bar: it stays horizontal beside items that move.
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: filterField) // expect: DUO307 `UIBarButtonItem(customView: filterField)`
    }
}
