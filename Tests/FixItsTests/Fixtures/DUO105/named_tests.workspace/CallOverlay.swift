import UIKit

final class CallOverlay: UIView {
    private static let tileWidth: CGFloat = UIDevice.current.isTablet ? 240 : 120 // expect: DUO105 `UIDevice.current.isTablet`

    override func layoutSubviews() {
        super.layoutSubviews()
        frame.size.width = Self.tileWidth
    }
}

final class CarouselCell: UICollectionViewCell {
    override var intrinsicContentSize: CGSize {
        CGSize(width: Carousel.tileWidth, height: 148)
    }
}
