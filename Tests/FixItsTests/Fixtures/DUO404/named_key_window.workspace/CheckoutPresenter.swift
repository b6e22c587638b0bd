import UIKit

final class CheckoutPresenter {
    func presentCheckout(_ checkout: UIViewController) {
        UIApplication.shared.searchForTheKeyWindow()?.rootViewController?.present(checkout, animated: true) // expect: DUO404 `UIApplication.shared.searchForTheKeyWindow()`
    }

    func sheetInset() -> CGFloat {
        UIApplication.shared.bestGuessAtTheKeyWindow()?.safeAreaInsets.bottom ?? 0 // expect: DUO404 `UIApplication.shared.bestGuessAtTheKeyWindow()`
    }

    func windowCount() -> Int {
        UIApplication.shared.visibleWindows().count
    }
}
