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
