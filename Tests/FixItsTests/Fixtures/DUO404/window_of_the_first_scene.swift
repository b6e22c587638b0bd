import UIKit

/// The first scene's first (or key) window kept in a local, then read for geometry:
/// the same arbitrary pick as the scene itself.
final class BannerPresenter {
    private let bannerTop: NSLayoutConstraint

    init(bannerTop: NSLayoutConstraint) {
        self.bannerTop = bannerTop
    }

    func pinBelowStatusArea() {
        // expect: DUO404 `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first` says "used for geometry (`safeAreaInsets`)"
        let host = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first?.windows.first
        bannerTop.constant = 12 + (host?.safeAreaInsets.top ?? 0)
    }

    func keyWindowBounds() -> CGRect {
        // expect: DUO404 `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first`
        let key = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow
        return key?.bounds ?? .zero
    }

    func activeWindowIsDark() -> Bool {
        // Only asked what it shows, not for geometry or to present: not reported.
        let shown = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first
        return shown?.overrideUserInterfaceStyle == .dark
    }
}
