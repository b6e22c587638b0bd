import SwiftUI
import UIKit

/// A region's frame already includes its margins: never write `fold.frame.maxX + fold.margins.right`.
final class ArtworkView: UIView {
    let artwork = UIImageView()
    let card = CardView()
    // fold.frame.maxX + fold.margins.right
    /* fold.frame.insetBy(dx: -fold.margins.left, dy: 0) */
    private let note = "fold.frame.minX - fold.margins.left"
    private let template = """
        region.frame.width + region.margins.leading
        """
    private let rawTemplate = #"fold.frame.maxY + fold.margins.bottom"#

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let fold = reservedRegions(kind: .division).filter(\.isActive).first else { return }
        // The bare hardware band: the frame inset by its margins, for full-bleed media.
        artwork.frame = fold.frame.inset(by: fold.margins)
        let clearance = fold.frame.maxX
        let inset = layoutMargins.left + fold.frame.maxX
        let cardEdge = card.frame.maxX + card.margins.right
        let paddedLeft = fold.frame.insetBy(dx: fold.margins.left, dy: 0)
        artwork.accessibilityHint = [note, template, rawTemplate, "\(clearance + inset + cardEdge + paddedLeft.width)"].joined()
    }
}

struct CardView: View {
    let margins = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var frame: CGRect = .zero

    var body: some View {
        Text("Card")
            .padding(margins)
            .frame(width: frame.width + margins.leading + margins.trailing)
    }
}
