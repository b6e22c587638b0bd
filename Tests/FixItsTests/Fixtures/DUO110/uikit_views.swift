import UIKit

final class RatingView: UIView {
    private let stars = UIStackView()
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(stars)
        stars.frame = bounds.insetBy(dx: 8, dy: 8) // expect: DUO110 `bounds`
        let captionTop = stars.frame.maxY // expect: DUO110 `stars.frame.maxY`
        caption.frame = CGRect(x: 0, y: captionTop, width: bounds.width, height: 20) // expect: DUO110 `bounds.width`
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        stars.spacing = self.bounds.width / 10 // expect: DUO110 `self.bounds.width`
    }
}

final class ArtworkCell: UICollectionViewCell {
    @IBOutlet private var artworkView: UIImageView!
    @IBOutlet private var artworkHeight: NSLayoutConstraint!

    override func awakeFromNib() {
        super.awakeFromNib()
        artworkHeight.constant = contentView.bounds.width * 0.75 // expect: DUO110 `contentView.bounds.width`
        artworkView.layer.cornerRadius = 12
    }
}
