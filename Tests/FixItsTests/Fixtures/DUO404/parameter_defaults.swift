import UIKit

/// The key window as a parameter's default: where the body places UI on it, the same finding as a local.
enum Toaster {
    static func show(_ message: String, in view: UIView? = UIApplication.shared.keyWindow) { // expect: DUO404 `UIApplication.shared.keyWindow`
        guard let host = view else { return }
        let label = UILabel()
        label.text = message
        host.addSubview(label)
    }

    /// Only compared with nil: nothing is shown or placed there.
    static func note(_ message: String, window: UIWindow? = UIApplication.shared.keyWindow) {
        print(message, window == nil)
    }
}
