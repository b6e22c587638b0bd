import UIKit

/// Code behind an availability check that iPhone Duo (iOS 27 and later) never takes is not linted;
/// code that an iOS 27 device still runs is.
final class ComposerChrome: UIViewController {
    /// Before iOS 26 the iPad kept a wide margin; newer systems lay it out themselves.
    var sideMargin: CGFloat {
        guard #unavailable(iOS 26) else { return 0 }
        return UIDevice.current.userInterfaceIdiom == .pad ? 40 : 16
    }

    func placeToolbar() {
        if #available(iOS 26, *) {
            navigationController?.setToolbarHidden(false, animated: false)
        } else {
            additionalSafeAreaInsets.left = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 0
        }
        if #unavailable(iOS 25) {
            view.layoutMargins.left = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 8
        }
    }

    func placeSidebar() {
        guard #available(iOS 26, *) else {
            view.layoutMargins.right = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 8
            return
        }
        view.layoutMargins.right = 0
    }

    /// Runs on every system before iOS 28, iPhone Duo's included.
    var headerPadding: CGFloat {
        guard #unavailable(iOS 28) else { return 0 }
        return UIDevice.current.userInterfaceIdiom == .pad ? 32 : 12 // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
    }
}

/// Properties every iPhone Duo system answers the same way, and the branches they rule out.
struct ComposerBar {
    private var usesSystemGlass: Bool {
        if #available(iOS 26, *) {
            return true
        } else {
            return false
        }
    }

    private var needsLegacyInset: Bool {
        guard #unavailable(iOS 26) else { return false }
        return true
    }

    /// A first check every iPhone Duo system passes, then one that decides.
    private var hidesLargeTitle: Bool {
        guard #available(iOS 18, *) else { return false }
        guard #unavailable(iOS 26) else { return true }
        return UIDevice.current.userInterfaceIdiom == .pad
    }

    var titleHidden = false

    /// Answered by the version alone only up to iOS 28: iPhone Duo's iOS 27 may say either.
    private var hasNewMenus: Bool {
        if #available(iOS 28, *) { true } else { false }
    }

    func inset() -> CGFloat {
        if !usesSystemGlass {
            return UIDevice.current.userInterfaceIdiom == .pad ? 20 : 8
        }
        if needsLegacyInset {
            return UIDevice.current.userInterfaceIdiom == .pad ? 20 : 8
        } else {
            return 0
        }
    }

    func titleInset() -> CGFloat {
        if !titleHidden, !hidesLargeTitle {
            return UIDevice.current.userInterfaceIdiom == .pad ? 20 : 8
        }
        return 0
    }

    func menuInset() -> CGFloat {
        if hasNewMenus {
            return 0
        } else {
            return UIDevice.current.userInterfaceIdiom == .pad ? 20 : 8 // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
        }
    }
}
