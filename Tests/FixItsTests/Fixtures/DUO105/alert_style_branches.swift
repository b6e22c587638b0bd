import UIKit

/// The kind of alert each device presents, chosen in `if`/`else` branches as well as in a ternary: an iPad
/// has no action sheet without an anchor, so this is a device's API, not a layout.
extension UIAlertController {
    static var deviceStyle: UIAlertController.Style {
        if UIDevice.current.userInterfaceIdiom == .pad {
            return .alert
        } else {
            return .actionSheet
        }
    }

    static var inlineStyle: UIAlertController.Style {
        if UIDevice.current.userInterfaceIdiom == .phone { .actionSheet } else { .alert }
    }
}

/// A width chosen by the same branches is a layout by device.
enum SheetMetrics {
    static var sheetWidth: CGFloat {
        if UIDevice.current.userInterfaceIdiom == .pad { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            return 540
        } else {
            return 320
        }
    }
}

/// Upside-down allowed only where the device supports it, written as an early return: the same device
/// convention as the ternary `isPad ? .all : .allButUpsideDown`, not a lock.
final class PhotoTileViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if UIDevice.current.userInterfaceIdiom == .pad {
            return .all
        }
        return .allButUpsideDown
    }
}
