import SwiftUI
import UIKit

final class ChartView: UIView {
    private let plotLayer = CAShapeLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        plotLayer.lineWidth = 1 / traitCollection.displayScale
        plotLayer.frame = bounds.insetBy(dx: 12, dy: 12)
        plotLayer.contentsScale = window?.windowScene?.screen.scale ?? traitCollection.displayScale
    }
}

final class ChartViewController: UIViewController {
    private let chartView = ChartView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        chartView.frame = view.bounds.inset(by: view.safeAreaInsets)
        let brightness = view.window?.windowScene?.screen.brightness ?? 1
        chartView.alpha = max(0.6, brightness)
    }

    func exportScale(in windowScene: UIWindowScene) -> CGFloat {
        windowScene.screen.nativeScale
    }
}

struct ChartCard: View {
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        GeometryReader { proxy in
            ChartShape()
                .stroke(lineWidth: 1 / displayScale)
                .frame(width: proxy.size.width * 0.8)
        }
    }
}
