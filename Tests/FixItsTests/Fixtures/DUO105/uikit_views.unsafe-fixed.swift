import UIKit

final class ToolPaletteView: UIView {
    private let stack = UIStackView()

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical // expect: DUO105 `UI_USER_INTERFACE_IDIOM() == .pad`
        if case .phone = UIDevice.current.userInterfaceIdiom { // expect: DUO105 `case .phone = UIDevice.current.userInterfaceIdiom`
            stack.spacing = 8
        }
    }

    func scheduleRelayout() {
        DispatchQueue.main.async { [weak self] in
            self?.stack.distribution = UIDevice.current.userInterfaceIdiom == .pad ? .fillEqually : .fill // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
        }
    }

    static func preferredHeight() -> CGFloat {
        UIDevice.current.userInterfaceIdiom == .phone ? 44 : 64 // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .phone`
    }

    func iconSize() -> CGFloat {
        switch traitCollection.userInterfaceIdiom { // expect: DUO105 `traitCollection.userInterfaceIdiom`
        case .pad: return 28
        case .mac: return 24
        default: return 22
        }
    }
}

/// A cell takes the trait collection of its list, which may be a split view's column (compact on an iPad): no rewrite.
final class MessageCell: UITableViewCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        let idiomIsPad = self.traitCollection.userInterfaceIdiom == .pad // expect: DUO105 `self.traitCollection.userInterfaceIdiom == .pad`
        separatorInset.left = idiomIsPad ? 72 : 56
    }
}
