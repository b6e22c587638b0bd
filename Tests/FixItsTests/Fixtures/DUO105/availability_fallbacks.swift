import UIKit

/// Code behind an availability check that iPhone Duo (iOS 27 and later) never takes is not linted;
/// code that an iOS 27 device still runs is.
final class ComposerChrome: UIViewController {
    /// Before iOS 26 the iPad kept a wide margin; newer systems lay it out themselves.
    var sideMargin: CGFloat {
        guard #unavailable(iOS 26) else { return 0 }
        return UIDevice.current.userInterfaceIdiom == .pad ? 40 : 16
    }

    func placeToolbar() {
        if #available(iOS 26, *) {
            navigationController?.setToolbarHidden(false, animated: false)
        } else {
            additionalSafeAreaInsets.left = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 0
        }
        if #unavailable(iOS 25) {
            view.layoutMargins.left = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 8
        }
    }

    func placeSidebar() {
        guard #available(iOS 26, *) else {
            view.layoutMargins.right = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 8
            return
        }
        view.layoutMargins.right = 0
    }

    /// Runs on every system before iOS 28, iPhone Duo's included.
    var headerPadding: CGFloat {
        guard #unavailable(iOS 28) else { return 0 }
        return UIDevice.current.userInterfaceIdiom == .pad ? 32 : 12 // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
    }
}
