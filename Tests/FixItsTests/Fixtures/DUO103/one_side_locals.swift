import SwiftUI
import UIKit

final class ComposerViewController: UIViewController {
    private let editor = UITextView()
    private let toolbarView = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let inset = view.safeAreaInsets.left
        editor.frame.size.width = view.bounds.width - inset * 2 // expect: DUO103 `view.bounds.width - inset * 2`
        editor.frame.origin.x = inset
        let bottom: CGFloat = view.safeAreaInsets.bottom
        toolbarView.frame.size.height = view.frame.height - (2 * bottom) // expect: DUO103 `view.frame.height - (2 * bottom)`
    }
}

final class BadgeCell: UICollectionViewCell {
    var availableWidth: CGFloat = 0
    private let badge = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = contentView.safeAreaInsets
        let side = insets.right
        badge.preferredMaxLayoutWidth = availableWidth - 2 * side // expect: DUO103 `availableWidth - 2 * side`
        UIView.animate(withDuration: 0.2) {
            self.badge.frame.size.width = self.availableWidth - side * 2 // expect: DUO103 `self.availableWidth - side * 2`
        }
    }
}

struct CaptionOverlay: View {
    var body: some View {
        GeometryReader { proxy in
            let leading = proxy.safeAreaInsets.leading
            Text("Caption")
                .frame(width: proxy.size.width - leading * 2) // expect: DUO103 `proxy.size.width - leading * 2`
        }
    }
}

// Not flagged: one side used once, a local that is not just one inset, a
// shadowing local, margins that are not safe-area insets, a `var` that is
// given another value, and the words in text.
final class QuietLayoutView: UIView {
    private let content = UIView()
    var columnWidth: CGFloat = 200

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = safeAreaInsets.left
        content.frame = CGRect(x: inset, y: 0, width: bounds.width - inset, height: bounds.height)
        let padded = safeAreaInsets.left + 8
        content.frame.size.width = bounds.width - padded * 2
        let margin = layoutMargins.left
        content.frame.size.height = bounds.height - margin * 2
        if columnWidth > 0 {
            let inset: CGFloat = 16
            content.frame.size.width = columnWidth - inset * 2
        }
        content.frame.origin.x = bounds.width + inset * 2
        var gutter = safeAreaInsets.right
        if columnWidth > 400 { gutter = 24 }
        content.frame.size.width = bounds.width - gutter * 2
        let note = "bounds.width - inset * 2"
        // bounds.width - inset * 2
        accessibilityHint = note
    }
}
