import UIKit

final class LegacyMetricsViewController: UIViewController {
    private let metricsLabel = UILabel()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // duo:disable:next DUO101
        let legacyWidth = UIScreen.main.bounds.width
        let legacyScale = UIScreen.main.scale // duo:disable:this DUO101
        // duo:disable:next DUO101
        let legacySize = CGSize(width: UIScreen.main.bounds.width, height: 44 * UIScreen.main.scale)
        let scale = traitCollection.displayScale // expect: DUO101 `UIScreen.main.scale`
        metricsLabel.frame = CGRect(x: legacyScale, y: scale, width: legacyWidth, height: legacySize.height)
    }

    // duo:disable DUO101
    func legacyFrame() -> CGRect {
        CGRect(origin: CGPoint(x: 0, y: UIScreen.main.nativeScale), size: UIScreen.main.bounds.size)
    }
    // duo:enable DUO101

    func currentFrame() -> CGRect {
        CGRect(origin: CGPoint(x: 0, y: UIScreen.main.nativeScale), size: view.bounds.size) // expect: DUO101 `UIScreen.main.nativeScale`
    }
}
