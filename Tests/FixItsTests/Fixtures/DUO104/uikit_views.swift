import UIKit

final class PlayerControlsView: UIView {
    private let scrubber = UISlider()
    private let volumeSlider = UISlider()

    override func layoutSubviews() {
        super.layoutSubviews()
        let device = UIDevice.current
        // expect: DUO104 `device.orientation.isLandscape`
        volumeSlider.isHidden = device.orientation.isLandscape
            && traitCollection.verticalSizeClass == .compact
        scrubber.frame.size.height = self.window?.windowScene?.interfaceOrientation.isPortrait ?? true ? 44 : 32 // expect: DUO104 `self.window?.windowScene?.interfaceOrientation.isPortrait`
    }

    func animateLayout() {
        UIView.animate(withDuration: 0.25) {
            self.scrubber.alpha = UIDevice.current.orientation.isPortrait ? 1 : 0.6 // expect: DUO104 `UIDevice.current.orientation.isPortrait`
        }
        DispatchQueue.main.async { [weak self] in
            self?.volumeSlider.isEnabled = UIDevice.current.orientation.isLandscape // expect: DUO104 `UIDevice.current.orientation.isLandscape`
        }
    }

    static func defaultHeight() -> CGFloat {
        UIDevice.current.orientation.isLandscape ? 60 : 88 // expect: DUO104 `UIDevice.current.orientation.isLandscape`
    }
}

final class ChartCell: UICollectionViewCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.layoutMargins.left = UIApplication.shared.statusBarOrientation.isLandscape ? 24 : 12 // expect: DUO104 `UIApplication.shared.statusBarOrientation.isLandscape`
    }
}
