import UIKit

final class LegacyBannerView: UIView {
    private let messageLabel = UILabel()
    private let iconView = UIImageView()

    override func layoutSubviews() {
        super.layoutSubviews()
        // duo:disable:next DUO103
        let legacyWidth = bounds.width - safeAreaInsets.left * 2
        let legacyHeight = bounds.height - safeAreaInsets.top * 2 // duo:disable:this DUO103
        // duo:disable:next all
        iconView.frame.size.width = bounds.width - 2 * safeAreaInsets.right
        messageLabel.frame = CGRect(x: 0, y: 0, width: legacyWidth, height: legacyHeight)
        messageLabel.preferredMaxLayoutWidth = bounds.width - safeAreaInsets.left * 2 // expect: DUO103 `bounds.width - safeAreaInsets.left * 2`
    }

    func iconSide() -> CGFloat {
        let insets = safeAreaInsets
        let side = bounds.height - insets.top * 2 // expect: DUO103 `bounds.height - insets.top * 2`
        return max(side, 24)
    }
}
