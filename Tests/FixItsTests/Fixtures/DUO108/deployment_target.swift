// duo-config: {"deploymentTarget": "26.0"}
import SwiftUI
import UIKit

final class PaletteHostView: UIView {
    let palette = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        let foldX = bounds.width / 2 // expect: DUO108 `bounds.width / 2`
        palette.center.x = foldX
    }
}

struct FoldedSplit: View {
    var body: some View {
        GeometryReader { proxy in
            let hingeX = proxy.size.width * 0.5 // expect: DUO108 `proxy.size.width * 0.5`
            Color.red.frame(width: hingeX)
        }
    }
}

final class GuardedPaletteView: UIView {
    let palette = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        if #available(iOS 27.1, *) {
            let foldX = bounds.width / 2 // expect: DUO108 `bounds.width / 2`
            palette.isHidden = foldX == nil
        }
        if #available(iOS 26.0, *) {
            let creaseX = bounds.width / 2 // expect: DUO108 `bounds.width / 2`
            palette.center.x = creaseX
        }
        guard #available(iOS 27.1, *) else { return }
        let hingeX = bounds.midX // expect: DUO108 `bounds.midX`
        palette.isHidden = hingeX == nil
    }
}

@available(iOS 27.1, *)
final class FoldAwareCanvasView: UIView {
    let ruler = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        let seamY = bounds.height * 0.5 // expect: DUO108 `bounds.height * 0.5`
        ruler.isHidden = seamY == nil
    }
}
