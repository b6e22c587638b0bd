import UIKit

final class SettingsViewController: UIViewController {
    struct Metrics {
        static let hairline = 1 / UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
        var rowWidth: CGFloat { UIScreen.main.bounds.width - 40 } // expect: DUO101 `UIScreen.main.bounds`
    }

    final class BadgeView: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            layer.borderWidth = 1 / traitCollection.displayScale // expect: DUO101 `UIScreen.main.scale` says "use `traitCollection.displayScale`" fix "Use traitCollection.displayScale"
        }
    }

    private let badge = BadgeView()
}

extension SettingsViewController {
    func layoutBadge() {
        let side = UIScreen.main.bounds.width / 10 // expect: DUO101 `UIScreen.main.bounds`
        badge.frame = CGRect(x: 16, y: 16, width: side, height: side)
        badge.layer.borderWidth = 1 / UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
    }
}

extension UIView {
    func hairlineWidth() -> CGFloat {
        1 / UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
    }
}

extension UIImage {
    func pixelSize() -> CGSize {
        // Points turned into pixels for a bitmap: the same on both displays, so not reported.
        CGSize(width: size.width * UIScreen.main.scale, height: size.height * UIScreen.main.scale)
    }
}

enum LayoutMetrics {
    static var screenWidth: CGFloat { UIScreen.main.bounds.width } // expect: DUO101 `UIScreen.main.bounds`
}
