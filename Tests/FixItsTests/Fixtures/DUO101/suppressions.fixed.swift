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
        metricsLabel.text = "\(legacyWidth) \(legacySize) @ \(legacyScale)x, now \(scale)x"
    }

    // duo:disable DUO101
    func legacyReport() -> String {
        "\(UIScreen.main.bounds.size) @ \(UIScreen.main.nativeScale)x"
    }
    // duo:enable DUO101

    func currentReport() -> String {
        "\(view.bounds.size) @ \(UIScreen.main.nativeScale)x" // expect: DUO101 `UIScreen.main.nativeScale`
    }
}
