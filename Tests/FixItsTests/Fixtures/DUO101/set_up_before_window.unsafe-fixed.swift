import UIKit

/// A scale read while the view is being made (an initializer, a method it calls, `awakeFromNib`) or in a method
/// another type may call first: the view's traits are predicted, not the display's yet, so the rewrite is
/// offered as unsafe; read in layout, it is safe.
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
        layer.rasterizationScale = traitCollection.displayScale // expect: DUO101 `UIScreen.main.scale`
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.borderWidth = 1 / traitCollection.displayScale // expect: DUO101 `UIScreen.main.scale`
    }

    func applyTheme() {
        layer.cornerRadius = 8 / traitCollection.displayScale // expect: DUO101 `UIScreen.main.scale`
    }

    // The appearance is the same on both displays: only the compiler's deprecation warning.
    var prefersDarkGlow: Bool {
        UIScreen.main.traitCollection.userInterfaceStyle == .dark
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowRadius = 4 / traitCollection.displayScale // expect: DUO101 `UIScreen.main.scale`
    }
}
