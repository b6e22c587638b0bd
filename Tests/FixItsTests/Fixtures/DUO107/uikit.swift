import AVFoundation
import UIKit

/// Media pinned across the screen or named for large media: the crop changes with the window.
final class StoryViewController: UIViewController {
    private let storyImageView = UIImageView()
    private let playerLayer = AVPlayerLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        storyImageView.contentMode = UIView.ContentMode.scaleAspectFill // expect: DUO107:info `UIView.ContentMode.scaleAspectFill`
        storyImageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(storyImageView)
        NSLayoutConstraint.activate([
            storyImageView.topAnchor.constraint(equalTo: view.topAnchor),
            storyImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: storyImageView.trailingAnchor),
            storyImageView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        playerLayer.videoGravity = .resizeAspectFill // expect: DUO107:info `.resizeAspectFill`
        view.layer.addSublayer(playerLayer)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        playerLayer.frame = view.bounds
    }
}

final class ProfileBannerView: UIView {
    private lazy var bannerImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill // expect: DUO107:info `.scaleAspectFill`
        imageView.clipsToBounds = true
        return imageView
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(bannerImageView)
        bannerImageView.translatesAutoresizingMaskIntoConstraints = false
        bannerImageView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        bannerImageView.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
        bannerImageView.topAnchor.constraint(equalTo: topAnchor).isActive = true
        bannerImageView.heightAnchor.constraint(equalToConstant: 180).isActive = true
    }

    required init?(coder: NSCoder) { nil }
}

final class TrailerViewController: UIViewController {
    private let heroView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        heroView.frame = view.bounds
        heroView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        heroView
            .contentMode =
            // expect: DUO107:info `.scaleAspectFill`
            .scaleAspectFill
        view.addSubview(heroView)
    }
}
