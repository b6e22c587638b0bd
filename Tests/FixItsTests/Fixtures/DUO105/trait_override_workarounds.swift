import UIKit

/// iPadOS 18 moves a regular-width tab bar to the top; this controller keeps it at the bottom on iPad by
/// overriding its own size class. The device is the question, and a size class test would read the override
/// the method writes: not reported.
final class StoreTabBarController: UITabBarController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        keepBottomTabBarLayoutOnPad()
    }

    private func keepBottomTabBarLayoutOnPad() {
        guard #available(iOS 18.0, *), UIDevice.current.userInterfaceIdiom == .pad else {
            return
        }
        traitOverrides.horizontalSizeClass = .compact
        viewControllers?.forEach { $0.traitOverrides.horizontalSizeClass = view.traitCollection.horizontalSizeClass }
    }

    /// Still a layout decision (a margin), but the rewrite would test the size class that a method it calls
    /// overrides: reported, no fix.
    func applyMargins() {
        if UIDevice.current.userInterfaceIdiom == .pad { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            additionalSafeAreaInsets.bottom = 12
            resetTraitOverrides()
        }
    }

    private func resetTraitOverrides() {
        traitOverrides.horizontalSizeClass = .unspecified
    }
}
