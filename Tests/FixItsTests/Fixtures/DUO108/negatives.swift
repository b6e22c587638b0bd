import SwiftUI
import UIKit

/// Don't compute the fold as half the width: `let foldX = bounds.width / 2` is wrong.
/// - Note: `hingeY = size.height * 0.5` is also wrong.
final class FoldAwareView: UIView {
    let palette = UIView()
    let badge = UIView()
    private let note = "Replaced let foldX = bounds.width / 2 with the division region"
    private let template = """
        let hingeX = view.bounds.width / 2
        """
    private let pattern = #"fold[XY]\s*=\s*bounds\.(width|height)\s*/\s*2"#
    // Before: let creaseX = bounds.midX
    /* Also removed: gutterX = bounds.width * 0.5
       /* nested: seamY = bounds.height / 2 */ */

    override func layoutSubviews() {
        super.layoutSubviews()
        let centerX = bounds.width / 2
        let foldWidth = bounds.width / 2
        let hingeSpacing = bounds.height * 0.5
        let scaffoldX = bounds.width / 2
        let unfoldProgress = bounds.width / 2
        let foldThird = bounds.width / 3
        badge.frame = CGRect(x: centerX + scaffoldX + unfoldProgress, y: foldThird, width: foldWidth, height: hingeSpacing)
        if let fold = reservedRegions(kind: .division).first(where: \.isActive)?.frame {
            let foldX = fold.midX
            let hingeX = fold.width / 2 + fold.minX
            palette.center = CGPoint(x: foldX + hingeX, y: bounds.midY)
        }
        let foldLines = reservedRegions(kind: .division, options: .includeInactive)
        let gutterX = foldLines.first?.frame.midX
        palette.isHidden = gutterX == nil
    }
}

struct HalfSplit: View {
    var body: some View {
        GeometryReader { proxy in
            let splitX = proxy.size.width / 2
            HStack(spacing: 0) {
                Color.blue.frame(width: splitX)
                Color.green
            }
        }
    }
}
