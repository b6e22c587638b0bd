import UIKit

final class FeedViewController: UIViewController {
    private let flowLayout = UICollectionViewFlowLayout()
    private let headerImageView = UIImageView()
    private var thumbnailPixelSize = CGSize.zero

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = UIScreen.main.bounds.size.width // expect: DUO101 `UIScreen.main.bounds`
        flowLayout.itemSize = CGSize(
            width: width - 32,
            height: UIScreen.main.bounds.height * 0.3 // expect: DUO101 `UIScreen.main.bounds`
        )
        headerImageView.layer.contentsScale = traitCollection.displayScale // expect: DUO101 `UIScreen.main.scale`
    }

    func updateThumbnailSize(for side: CGFloat) {
        let hairline = 1 / UIScreen.main.nativeScale // expect: DUO101 `UIScreen.main.nativeScale`
        thumbnailPixelSize = CGSize(width: side, height: side + hairline)
    }

    @objc private func dimForReading() {
        UIScreen.main.brightness = 0.4 // expect: DUO101 `UIScreen.main`
    }

    private func reloadVisibleThumbnails() {
        DispatchQueue.main.async {
            self.headerImageView.layer.borderWidth = 1 / UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
            self.flowLayout.invalidateLayout()
        }
    }

    private func prefetch(urls: [URL]) {
        ImagePrefetcher.shared.prefetch(urls) { [weak self] images in
            guard let self else { return }
            self.render(images, scale: UIScreen.main.scale) // expect: DUO101 `UIScreen.main.scale`
        }
    }

    private func render(_ images: [UIImage], scale: CGFloat) {
        headerImageView.image = images.first
    }
}
