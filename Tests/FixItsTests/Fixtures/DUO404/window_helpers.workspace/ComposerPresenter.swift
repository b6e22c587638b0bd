import UIKit

final class ComposerPresenter {
    func presentComposer(_ composer: UIViewController) {
        UIApplication.shared.mainWindow?.rootViewController?.present(composer, animated: true) // expect: DUO404 `UIApplication.shared.mainWindow`
    }

    func bannerWidth() -> CGFloat {
        UIApplication.frontWindow()?.bounds.width ?? 320 // expect: DUO404 `UIApplication.frontWindow()`
    }

    func bottomInset() -> CGFloat {
        guard let window = UIApplication.shared.mainWindow else { return 0 } // expect: DUO404 `UIApplication.shared.mainWindow`
        return window.safeAreaInsets.bottom
    }

    // Uses that do not depend on which window it is, and another type's own `mainWindow`.
    func dismissKeyboard() {
        UIApplication.shared.mainWindow?.endEditing(true)
    }
}

struct DocumentSession {
    var mainWindow: UIWindow?
    func inset() -> CGFloat { mainWindow?.safeAreaInsets.top ?? 0 }
}
