import UIKit

enum Metrics {
    static let buttonHeight: CGFloat = isShortScreen ? 40 : 48 // expect: DUO101 `isShortScreen`
}

final class SignUpButton: UIButton {
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Metrics.buttonHeight)
    }

    func describe() -> String {
        screenLog
    }
}
