import SwiftUI
import UIKit

/// Moves the palette off the fold: `reservedRegions(kind: .division).filter(\.isActive)`.
final class FilteredCanvasView: UIView {
    let palette = ToolPaletteView()
    // reservedRegions(kind: .division).first?.frame
    /* let fold = reservedRegions(kind: .division).first */
    private let hint = "reservedRegions(kind: .division).first?.frame"
    private let template = """
        if let fold = reservedRegions(kind: .division).first { }
        """
    private let rawTemplate = #"view.reservedRegions(kind: .division)[0]"#
    private var reservedRegionsCache: [CGRect] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        if let fold = reservedRegions(kind: .division).filter(\.isActive).first?.frame {
            palette.center.x = fold.maxX + palette.bounds.width / 2
        }
        if let fold = reservedRegions(kind: .division).first(where: \.isActive) {
            palette.center.y = fold.frame.maxY
        }
        if let fold = reservedRegions(kind: .division).first, fold.isActive {
            palette.frame.origin.x = fold.frame.maxX
        }
        let cameras = reservedRegions(kind: .occlusion)
        palette.isHidden = cameras.contains { $0.frame.intersects(palette.frame) }
        reservedRegionsCache = [hint, template, rawTemplate].isEmpty ? [] : []
    }
}

final class GridViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var options: UIView.ReservedRegion.QueryOptions = .includeInactive

    func columnCount() -> Int {
        collectionView.reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 3 : 4
    }

    func gutter() -> CGFloat? {
        collectionView.reservedRegions(kind: .division, options: options).first?.frame.midX
    }

    func hasFold() -> Bool {
        !view.reservedRegions(kind: .division).isEmpty
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let folds = view.reservedRegions(kind: .division)
        guard let fold = folds.first, fold.isActive else { return }
        collectionView.contentInset.left = fold.frame.width
    }
}

struct PaletteScreen: View {
    var body: some View {
        GeometryReader { proxy in
            let folds = proxy.reservedRegions(kind: .division).filter { $0.isActive }
            let gutter = proxy.reservedRegions(kind: .division, options: .includeInactive).first?.frame.midX
            ToolPalette()
                .position(x: folds.first?.frame.maxX ?? gutter ?? proxy.size.width / 2, y: proxy.size.height - 40)
        }
    }
}
