import UIKit

final class MetricsBar: UIView {
    private let stack = UIStackView()

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.spacing = UIView.isDisplayZoomed ? 4 : 12 // expect: DUO101 `UIView.isDisplayZoomed`
    }

    func describe() -> String {
        UIView.isDisplayZoomed ? "zoomed" : "standard"
    }
}
