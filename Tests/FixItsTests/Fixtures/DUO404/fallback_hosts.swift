import UIKit

/// An overlay shown over the presenter's view, or the key window when there is none.
final class ToastPresenter {
    weak var presentingView: UIView?

    func show(_ toast: UIView) {
        let keyWindow: UIWindow? = UIApplication.shared.windows.filter { $0.isKeyWindow }.first // expect: DUO404 `UIApplication.shared.windows.filter { $0.isKeyWindow }.first`
        guard let host = presentingView ?? keyWindow else { return }
        host.addSubview(toast)
    }

    /// The key window only to log which one was active: no UI placed on it.
    func logActiveWindow() {
        let keyWindow = UIApplication.shared.windows.first { $0.isKeyWindow }
        let label = keyWindow?.accessibilityIdentifier ?? "none"
        print(label)
    }
}
