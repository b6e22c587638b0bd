import UIKit

final class ComposerAccessory: UIView {
    private let height: NSLayoutConstraint

    init(height: NSLayoutConstraint) {
        self.height = height
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        height.constant = UIScreen.main.isNarrowPhone ? 160 : 216 // expect: DUO101 `UIScreen.main`
    }
}
