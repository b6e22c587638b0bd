import UIKit

extension UIInterfaceOrientationMask {
    /// Portrait on the phone, anything on the iPad: the controllers in the other file return it.
    static var portraitOnHandset: Self {
        UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .phone`
    }
}
