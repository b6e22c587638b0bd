import UIKit

/// An overlay window for banners: made from the host window's scene, from a frame only when there is none.
final class BannerOverlay {
    private var window: UIWindow?

    func show(over host: UIWindow) {
        let overlay: UIWindow
        if let scene = host.windowScene {
            overlay = UIWindow(windowScene: scene)
        } else {
            overlay = UIWindow(frame: host.frame)
        }
        overlay.windowLevel = .alert + 1
        overlay.isHidden = false
        window = overlay
    }

    /// No scene tried first: the frame is all there is.
    func showDetached(frame: CGRect) {
        let overlay = UIWindow(frame: frame) // expect: DUO102 `UIWindow(frame: frame)`
        overlay.isHidden = false
        window = overlay
    }
}
