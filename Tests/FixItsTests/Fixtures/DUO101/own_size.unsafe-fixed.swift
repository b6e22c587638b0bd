import UIKit

// A controller asked for its own size: its view is sized from the answer, so `view.bounds` is no rewrite.
final class QuickSheetController: UIViewController {
    private let card = UIView()

    var shortFormHeight: CGFloat {
        UIScreen.main.bounds.height / 3 // expect: DUO101 `UIScreen.main.bounds`
    }

    func presentAsPopover() {
        preferredContentSize = CGSize(width: UIScreen.main.bounds.width * 0.8, height: 420) // expect: DUO101 `UIScreen.main.bounds`
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.frame.size.width = view.bounds.width - 32 // expect: DUO101 `UIScreen.main.bounds`
    }
}
