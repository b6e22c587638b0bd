import UIKit

/// A scale read while the view is being made: the trait collection may not know the display yet, so the
/// rewrite is offered as unsafe; read in layout, it is safe.
final class GlowButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.borderWidth = 1 / UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowRadius = 4 / UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
    }
}
