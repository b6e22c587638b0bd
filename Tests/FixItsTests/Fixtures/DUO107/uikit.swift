import AVFoundation
import UIKit

final class StoryViewController: UIViewController {
    private let heroView = UIImageView()
    private let playerLayer = AVPlayerLayer()
    private lazy var backdropView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill // expect: DUO107:info `.scaleAspectFill`
        imageView.clipsToBounds = true
        return imageView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        heroView.contentMode = UIView.ContentMode.scaleAspectFill // expect: DUO107:info `UIView.ContentMode.scaleAspectFill`
        playerLayer.videoGravity = .resizeAspectFill // expect: DUO107:info `.resizeAspectFill`
        view.layer.addSublayer(playerLayer)
        view.addSubview(heroView)
        view.addSubview(backdropView)
    }

    func showTrailer(_ player: AVPlayer) {
        let layer = AVPlayerLayer(player: player)
        layer.videoGravity = AVLayerVideoGravity.resizeAspectFill // expect: DUO107:info `AVLayerVideoGravity.resizeAspectFill`
        view.layer.insertSublayer(layer, at: 0)
    }
}

final class CoverCell: UICollectionViewCell {
    let coverView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        coverView
            .contentMode =
            // expect: DUO107:info `.scaleAspectFill`
            .scaleAspectFill
        contentView.addSubview(coverView)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with image: UIImage?) {
        coverView.image = image
        coverView.setContentMode(.scaleAspectFill) // expect: DUO107:info `.scaleAspectFill`
    }
}

extension UIImageView {
    func setContentMode(_ mode: UIView.ContentMode) { contentMode = mode }
}
