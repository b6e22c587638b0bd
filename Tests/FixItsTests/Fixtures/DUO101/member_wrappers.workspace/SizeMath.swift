import CoreGraphics

// `width` here is the size's own member, whatever another file's controller calls `width`.
extension CGSize {
    func padded(by amount: CGFloat) -> CGSize {
        CGSize(width: width + amount, height: height + amount)
    }
}
