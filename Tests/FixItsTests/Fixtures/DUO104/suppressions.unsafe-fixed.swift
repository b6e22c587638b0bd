import UIKit

final class LegacyReaderViewController: UIViewController {
    private let pageView = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // duo:disable:next DUO104
        let twoPages = UIDevice.current.orientation.isLandscape
        let spread = UIApplication.shared.statusBarOrientation.isLandscape // duo:disable:this DUO104
        let portrait = view.bounds.height > view.bounds.width // expect: DUO104 `UIDevice.current.orientation.isPortrait`
        pageView.isHidden = !(twoPages || spread) && portrait
    }
}
