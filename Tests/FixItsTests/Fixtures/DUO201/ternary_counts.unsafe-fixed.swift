import UIKit

/// A count chosen by the width: the wide case is the one on iPhone Duo's inner display.
final class PhotoStripLayout: UICollectionViewFlowLayout {
    var itemsPerRow: Int = 2

    override func prepare() {
        super.prepare()
        let width = collectionView?.bounds.width ?? 0
        itemsPerRow = width < 500 ? 4 : 6 // expect: DUO201 `5`
        let spacing: CGFloat = 2
        let side = (width - spacing * CGFloat(itemsPerRow - 1)) / CGFloat(itemsPerRow)
        itemSize = CGSize(width: side, height: side)
    }

    func compactCount(for width: CGFloat) -> Int {
        // Both even: nothing on the fold.
        let columns = width < 500 ? 2 : 4
        return columns
    }
}
