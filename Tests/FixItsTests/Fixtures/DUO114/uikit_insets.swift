import UIKit

/// Helpers a custom navigation header uses to size itself.
enum ChromeMetrics {
    static let barHeight: CGFloat = 44

    static func statusBarHeight(in window: UIWindow) -> CGFloat {
        window.windowScene?.statusBarManager?.statusBarFrame.height ?? 0 // expect: DUO114 `window.windowScene?.statusBarManager?.statusBarFrame.height`
    }

    static var legacyStatusBarHeight: CGFloat {
        return UIApplication.shared.statusBarFrame.size.height // expect: DUO114 `UIApplication.shared.statusBarFrame.size.height`
    }
}

final class FakeNavigationController: UIViewController {
    private let header = UIView()
    private var headerHeight: NSLayoutConstraint!
    private var minimumHeaderHeight: CGFloat = 52

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let window = view.window else { return }
        let statusBarHeight = ChromeMetrics.statusBarHeight(in: window) // expect: DUO114 `ChromeMetrics.statusBarHeight(in: window)`
        let required = ChromeMetrics.barHeight + statusBarHeight
        headerHeight.constant = required
        minimumHeaderHeight = ChromeMetrics.statusBarHeight(in: window) // expect: DUO114 `ChromeMetrics.statusBarHeight(in: window)`
    }

    func layoutHeader() {
        let topInset = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 20 // expect: DUO114 `view.window?.windowScene?.statusBarManager?.statusBarFrame.height`
        header.frame = CGRect(x: 0, y: topInset, width: view.bounds.width, height: ChromeMetrics.barHeight)
    }

    func dragOffset(in window: UIWindow, bottomInset: CGFloat) -> CGFloat {
        bottomInset > 0 ? bottomInset / 2 : -ChromeMetrics.statusBarHeight(in: window) // expect: DUO114 `ChromeMetrics.statusBarHeight(in: window)`
    }
}

final class MediaViewerController: UIViewController {
    private let scrollView = UIScrollView()

    var canDismissBySwipe: Bool {
        let barHeight = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0 // expect: DUO114 `view.window?.windowScene?.statusBarManager?.statusBarFrame.height`
        return scrollView.contentOffset.y <= -(view.safeAreaInsets.top - barHeight) + 3
    }

    func placeToast(_ toast: UIView) {
        let scene = view.window?.windowScene
        toast.frame.origin.y = (scene?.statusBarManager?.statusBarFrame.maxY ?? 0) + 8 // expect: DUO114 `scene?.statusBarManager?.statusBarFrame.maxY`
    }
}
