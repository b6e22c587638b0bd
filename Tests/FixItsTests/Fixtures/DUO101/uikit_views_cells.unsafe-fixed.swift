import UIKit

final class WaveformView: UIView {
    private let lineLayer = CAShapeLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        lineLayer.lineWidth = 1 / traitCollection.displayScale // expect: DUO101 `UIScreen.main.scale`
        let maxWidth = UIScreen.main.bounds.width // expect: DUO101 `UIScreen.main.bounds`
        lineLayer.frame = CGRect(x: 0, y: 0, width: min(maxWidth, 600), height: 80)
    }

    func snapshotPixelSize() -> CGSize {
        let native = UIScreen.main.nativeBounds.size // expect: DUO101 `UIScreen.main.nativeBounds`
        return CGSize(width: native.width, height: native.height)
    }

    func startMonitoringBrightness() {
        NotificationCenter.default.addObserver(
            forName: UIScreen.brightnessDidChangeNotification,
            object: window?.windowScene?.screen, // expect: DUO101 `UIScreen.main`
            queue: .main
        ) { _ in
            self.lineLayer.opacity = Float(UIScreen.main.brightness) // expect: DUO101 `UIScreen.main`
        }
    }
}

final class AvatarCell: UICollectionViewCell {
    private let imageView = UIImageView()

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.layer.cornerRadius = 8
        imageView.layer.borderWidth = 2 / traitCollection.displayScale // expect: DUO101 `UIScreen.main.nativeScale`
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.width = UIScreen.main.bounds.width - 32 // expect: DUO101 `UIScreen.main.bounds`
        return attributes
    }
}
