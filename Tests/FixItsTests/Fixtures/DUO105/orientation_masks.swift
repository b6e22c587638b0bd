import UIKit

/// The idiom picks which orientations a screen allows: reported (the phone's lock is the inner display's too),
/// with no rewrite to the size class — a large iPhone is regular width in landscape, so a portrait screen
/// would then allow landscape once it is there.
extension UIViewController {
    var appOrientations: UIInterfaceOrientationMask {
        switch UIDevice.current.userInterfaceIdiom { // expect: DUO105 `UIDevice.current.userInterfaceIdiom` says "doesn't honour a lock"
        case .pad: .all
        default: .portrait
        }
    }
}

final class ReceiptViewController: UIViewController {
    let lockedMask: UIInterfaceOrientationMask = UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .phone` says "allow every orientation"

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A layout value beside it is still rewritten.
        view.layoutMargins.left = traitCollection.userInterfaceIdiom == .pad ? 32 : 16 // expect: DUO105 `traitCollection.userInterfaceIdiom == .pad`
    }
}
