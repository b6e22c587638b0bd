import UIKit

final class SketchCanvasView: UIView {
    let palette = UIView()
    let ruler = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        let foldX = reservedRegions(kind: .division).first(where: \.isActive)?.frame.midX // expect: DUO108 `bounds.width / 2`
        palette.frame.origin.x = foldX + 16
        let hingeY = reservedRegions(kind: .division).first(where: \.isActive)?.frame.midY // expect: DUO108 `bounds.size.height * 0.5`
        ruler.frame.origin.y = hingeY
        let creaseX = self.reservedRegions(kind: .division).first(where: \.isActive)?.frame.midX // expect: DUO108 `0.5 * self.bounds.width`
        ruler.center.x = creaseX
    }

    func animatePalette() {
        UIView.animate(withDuration: 0.3) {
            let gutterX = self.reservedRegions(kind: .division).first(where: \.isActive)?.frame.midX // expect: DUO108 `self.bounds.midX`
            self.palette.center.x = gutterX - 200
        }
    }

    var foldLineX: CGFloat { bounds.width / 2 } // expect: DUO108 `bounds.width / 2`
}

final class TwoPageView: UIScrollView {
    private var seamX: CGFloat = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        // expect: DUO108 `bounds.width / 2`
        seamX = bounds.width
            / 2
        contentInset.left = seamX
    }
}
