import UIKit

final class BannerView: UIView {
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.numberOfLines = self.window?.frame.width ?? 0 > 414 ? 1 : 2 // expect: DUO106 `self.window?.frame.width ?? 0 > 414`
        if Int(superview?.bounds.height ?? 0) == 568 { // expect: DUO106 `Int(superview?.bounds.height ?? 0) == 568`
            label.font = .preferredFont(forTextStyle: .footnote)
        }
        if frame.width >= 428.0 && bounds.height != 926 { // expect: DUO106 `frame.width >= 428.0`; DUO106 `bounds.height != 926`
            label.textAlignment = .center
        }
    }
}
