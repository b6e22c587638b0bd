import UIKit

final class ToolPaletteView: UIView {
    private let stack = UIStackView()

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame.size.width = bounds.width - (safeAreaInsets.right * 2) // expect: DUO103 `bounds.width - (safeAreaInsets.right * 2)`
        stack.frame.size.height = min(64, bounds.height - 2 * safeAreaInsets.top) // expect: DUO103 `bounds.height - 2 * safeAreaInsets.top`
    }

    func availableHeight() -> CGFloat {
        return frame.height - (2 * safeAreaInsets.bottom) // expect: DUO103 `frame.height - (2 * safeAreaInsets.bottom)`
    }

    func sheetWidth() -> CGFloat {
        guard let insets = window?.safeAreaInsets else { return bounds.width }
        return bounds.width - insets.left * 2 // expect: DUO103 `bounds.width - insets.left * 2`
    }
}

final class ShelfCell: UICollectionViewCell {
    var containerWidth: CGFloat = 0
    var maximumCaptionWidth: CGFloat = 280
    private let titleLabel = UILabel()
    private let captionLabel = UILabel()
    private let badgeView = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        let safe = contentView.safeAreaInsets
        let available = containerWidth - safe.left * 2 // expect: DUO103 `containerWidth - safe.left * 2`
        titleLabel.frame = CGRect(x: safe.left, y: 8, width: available, height: 22)
        captionLabel.preferredMaxLayoutWidth = maximumCaptionWidth - (2 * safe.right) // expect: DUO103 `maximumCaptionWidth - (2 * safe.right)`
        let badgeWidth = contentView.bounds.size.width - 2 * safe.left // expect: DUO103 `contentView.bounds.size.width - 2 * safe.left`
        badgeView.frame = CGRect(x: safe.left, y: 34, width: badgeWidth, height: 4)
    }
}

extension UIScrollView {
    var visibleContentHeight: CGFloat {
        // expect: DUO103 `bounds.size.height - safeAreaInsets.bottom * 2`
        bounds.size.height - safeAreaInsets.bottom * 2
    }
}
