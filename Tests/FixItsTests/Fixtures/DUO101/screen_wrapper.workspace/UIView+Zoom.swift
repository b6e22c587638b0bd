import UIKit

extension UIView {
    /// Display Zoom on: the screen's scale differs from its native scale.
    static var isDisplayZoomed: Bool {
        UIScreen.main.scale != UIScreen.main.nativeScale // expect: DUO101 `UIScreen.main.scale`; DUO101 `UIScreen.main.nativeScale`
    }
}
