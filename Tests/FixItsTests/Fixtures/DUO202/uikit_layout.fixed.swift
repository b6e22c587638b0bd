import UIKit

final class SketchCanvasView: UIView {
    let palette = ToolPaletteView()

    override func layoutSubviews() {
        super.layoutSubviews()
        let safe = bounds.inset(by: safeAreaInsets)
        var target = safe
        if #available(iOS 27.1, *) {
            if let fold = reservedRegions(kind: .division).filter(\.isActive).first?.frame { // expect: DUO202 `reservedRegions(kind: .division)`
                target = CGRect(x: fold.maxX, y: safe.minY, width: safe.maxX - fold.maxX, height: safe.height)
            }
        }
        palette.center = CGPoint(x: target.midX, y: target.midY)
    }
}

final class PaletteHostView: UIView {
    let palette = ToolPaletteView()

    override func layoutSubviews() {
        super.layoutSubviews()
        var paletteFrame = CGRect(x: (bounds.width - 280) / 2, y: bounds.height - 80, width: 280, height: 56)
        // expect: DUO202 `reservedRegions(kind: .division, options: [])`
        if let fold = self.reservedRegions(kind: .division, options: []).filter(\.isActive).first(where: { $0.frame.intersects(paletteFrame) }),
           fold.frame.height > fold.frame.width {
            paletteFrame.origin.x = fold.frame.maxX + 16
        }
        palette.frame = paletteFrame
    }
}

final class PlayerViewController: UIViewController {
    private let controls = PlayerControlsView()
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private weak var canvas: UIView?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let folds = view.reservedRegions(kind: .division).filter(\.isActive) // expect: DUO202 `reservedRegions(kind: .division)`
        for fold in folds where fold.frame.intersects(controls.frame) {
            controls.frame.origin.y = fold.frame.maxY
        }
        let gutter = canvas?.reservedRegions(kind: .division).filter(\.isActive).first?.frame.midX ?? view.bounds.midX // expect: DUO202 `reservedRegions(kind: .division)`
        controls.center.x = gutter
    }

    override func updateViewConstraints() {
        super.updateViewConstraints()
        let fold = collectionView
            // expect: DUO202 `reservedRegions(kind: .division)`
            .reservedRegions(
                kind: .division
            ).filter(\.isActive)
            .first
        controls.transform = fold.map { CGAffineTransform(translationX: $0.frame.width, y: 0) } ?? .identity
    }
}
