import SwiftUI
import UIKit

/// Pins the header to the safe area instead of `statusBarFrame.height`.
/// - Note: `headerTop.constant = statusBarManager?.statusBarFrame.height ?? 0` was the old code.
final class ArticleViewController: UIViewController {
    private let header = UIView()
    private var headerTop: NSLayoutConstraint!
    private let note = "Use safeAreaInsets.top, not statusBarFrame.height + 44"
    private let template = """
        let inset = UIApplication.shared.statusBarFrame.height + 44
        """
    // Before: let top = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
    /* Also removed: header.frame.origin.y = statusBarHeight(in: window)
       /* nested: UIUtil.statusBarHeight(in:) */ */

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        headerTop.constant = view.safeAreaInsets.top + 8
    }

    /// The tall, in-call status bar of old iPhones: a comparison, not an inset.
    var hasDoubleHeightStatusBar: Bool {
        (view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0) > 20
    }

    /// Taps on the status bar: a hit test.
    func isStatusBarTap(_ point: CGPoint) -> Bool {
        view.window?.windowScene?.statusBarManager?.statusBarFrame.contains(point) ?? false
    }

    func logBars() {
        let frame = view.window?.windowScene?.statusBarManager?.statusBarFrame ?? .zero
        print("status bar: \(frame.height)")
        print("status bar height \(view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0)")
    }

    /// A parameter and a local named for the status bar are reported where the value is read, not here.
    func layoutBanner(statusBarHeight: CGFloat) {
        header.frame.origin.y = statusBarHeight + 4
        let statusBarHeight = 0.0
        header.frame.size.height = 44 + statusBarHeight
    }

    var statusBarHeight: CGFloat = 0 {
        didSet { header.setNeedsLayout() }
    }

    func resetStatusBar() {
        statusBarHeight = 0
    }
}

/// SwiftUI: the safe area is respected by default.
struct BannerHeader: View {
    var body: some View {
        GeometryReader { proxy in
            Text("News")
                .padding(.top, proxy.safeAreaInsets.top)
        }
    }
}
