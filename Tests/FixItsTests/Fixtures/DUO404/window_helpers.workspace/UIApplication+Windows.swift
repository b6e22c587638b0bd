import UIKit

extension UIApplication {
    /// The key window, read from the application's own windows (implicit `self`).
    var mainWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }

    var topChromeInset: CGFloat {
        mainWindow?.safeAreaInsets.top ?? 0 // expect: DUO404 `mainWindow`
    }

    static func frontWindow() -> UIWindow? {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first // expect: DUO404 `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first`
    }

    /// More than the pick: judged where it is, not at its uses.
    var mainWindowWidth: CGFloat {
        let width = mainWindow?.bounds.width ?? 0 // expect: DUO404 `mainWindow`
        return max(width, 320)
    }
}

extension UIApplication {
    /// Where a helper finds the controller to present from: the key window's top controller.
    static var presentingController: UIViewController? {
        let window = UIApplication.shared.windows.filter { $0.isKeyWindow }.first // expect: DUO404 `UIApplication.shared.windows.filter { $0.isKeyWindow }.first`
        return window?.topViewController
    }
}

extension UIWindow {
    var topViewController: UIViewController? { rootViewController?.presentedViewController ?? rootViewController }
}
