import UIKit

/// A view's own size read once: the view follows whatever places it (real apps read so in fixed-size
/// badges, buttons and cells), so it is not reported; a view controller's view is (see the other fixtures).

final class RatingView: UIView {
    private let stars = UIStackView()
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(stars)
        stars.frame = bounds.insetBy(dx: 8, dy: 8)
        let captionTop = stars.frame.maxY
        caption.frame = CGRect(x: 0, y: captionTop, width: bounds.width, height: 20)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        stars.spacing = self.bounds.width / 10
    }
}

final class ArtworkCell: UICollectionViewCell {
    @IBOutlet private var artworkView: UIImageView!
    @IBOutlet private var artworkHeight: NSLayoutConstraint!

    override func awakeFromNib() {
        super.awakeFromNib()
        artworkHeight.constant = contentView.bounds.width * 0.75
        artworkView.layer.cornerRadius = 12
    }
}
