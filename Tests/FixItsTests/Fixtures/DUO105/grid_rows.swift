import UIKit

/// Pages of a document in a grid: how many go in a row is chosen by device, through a local of the device.
final class PageThumbnailsController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private let spacing: CGFloat = 8

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        var pagesPerRow = 2
        let device = UIDevice.current
        if device.userInterfaceIdiom == .pad { // expect: DUO105 `device.userInterfaceIdiom == .pad`
            pagesPerRow = 4
        }
        let side = (collectionView.bounds.width - spacing * CGFloat(pagesPerRow - 1)) / CGFloat(pagesPerRow)
        return CGSize(width: side, height: side * 1.4)
    }
}
