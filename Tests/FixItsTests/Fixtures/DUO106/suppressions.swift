import UIKit

final class LegacyKeypadViewController: UIViewController {
    private let keypad = UIStackView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // duo:disable:next DUO106
        keypad.spacing = view.bounds.height <= 568 ? 4 : 12
        keypad.layoutMargins.top = view.bounds.height == 667 ? 8 : 16 // duo:disable:this DUO106
        keypad.layoutMargins.bottom = view.bounds.height >= 812 ? 34 : 16 // expect: DUO106 `view.bounds.height >= 812`
    }
}
