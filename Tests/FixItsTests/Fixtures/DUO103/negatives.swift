import SwiftUI
import UIKit

/// Lays out the card in `view.bounds.inset(by: view.safeAreaInsets)`,
/// never `view.bounds.width - view.safeAreaInsets.left * 2`.
final class ProfileViewController: UIViewController {
    private let contentInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    private let avatarView = UIView()
    private let scrollView = UIScrollView()
    private let formula = "width - insets.left * 2"
    private let template = """
        let w = view.bounds.width - view.safeAreaInsets.left * 2
        """
    private let rawTemplate = #"bounds.height - "\(safeAreaInsets.top)" * 2"#

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // let width = view.bounds.width - view.safeAreaInsets.left * 2
        /* let height = view.bounds.height - view.safeAreaInsets.top * 2 */
        let safeBounds = view.bounds.inset(by: view.safeAreaInsets)
        let insets = view.safeAreaInsets
        let horizontal = view.bounds.width - insets.left - insets.right
        let padded = safeBounds.width - contentInsets.left * 2
        let margins = view.bounds.width - view.layoutMargins.left * 2
        let leadingMargins = view.bounds.width - view.directionalLayoutMargins.leading * 2
        let extra = view.bounds.width - additionalSafeAreaInsets.left * 2
        let adjusted = scrollView.bounds.width - scrollView.adjustedContentInset.left * 2
        let guideWidth = view.safeAreaLayoutGuide.layoutFrame.width
        let safeAreaInsetsLeft = insets.left
        let widest = max(horizontal, padded, margins, leadingMargins, extra, adjusted, guideWidth)
        avatarView.frame = CGRect(
            x: safeAreaInsetsLeft,
            y: insets.top,
            width: widest - safeAreaInsetsLeft - insets.right,
            height: safeBounds.height - insets.top - insets.bottom
        )
        log("\(formula) \(template) \(rawTemplate) \("- insets.right * 2")")
    }

    func badgeWidth(in width: CGFloat) -> CGFloat {
        let insets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        return width - insets.left * 2
    }

    private func log(_ message: String) {}
}

struct ProfileHeader: View {
    private let padding = EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)

    var body: some View {
        GeometryReader { proxy in
            Text("Profile")
                .frame(width: proxy.size.width - proxy.safeAreaInsets.leading - proxy.safeAreaInsets.trailing)
                .frame(maxWidth: proxy.size.width - padding.leading * 2)
        }
    }
}
