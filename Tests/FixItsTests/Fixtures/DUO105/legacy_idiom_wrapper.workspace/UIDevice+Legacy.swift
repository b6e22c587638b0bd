import UIKit

extension UIDevice {
    /// Written with the old function: the same idiom test, seen where it is used.
    @objc static var isLargeScreenDevice: Bool {
        UI_USER_INTERFACE_IDIOM() == .pad // expect: DUO105 `UI_USER_INTERFACE_IDIOM()==.pad`
    }
}
