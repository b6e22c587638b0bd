import UIKit

final class PhotoStripViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private let itemsPerRow: CGFloat = 4 // expect: DUO201 `3`
    private let spacing: CGFloat = 8

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let available = collectionView.bounds.inset(by: collectionView.safeAreaInsets).width - spacing * (itemsPerRow - 1)
        let side = available / itemsPerRow
        return CGSize(width: side, height: side)
    }
}

final class MosaicLayout: UICollectionViewFlowLayout {
    static let cellsPerRow = 6 // expect: DUO201 `5`
    var numberOfItemsPerRow: CGFloat = 4.0 // expect: DUO201 `3.0`

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let width = collectionView.bounds.width / numberOfItemsPerRow
        itemSize = CGSize(width: width, height: width)
    }
}

struct LayoutFactory {
    struct GridOptions {
        var numColumns: Int
    }

    func compact() -> GridOptions {
        GridOptions(numColumns: 5) // expect: DUO201 `5`
    }

    func strip() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, item, item]) // expect: DUO201 `[item, item, item]`
        return NSCollectionLayoutSection(group: group)
    }

    // Not flagged: even and single counts, a count that is not whole, mixed
    // items, rows of a vertical group, and the words in text.
    func quiet(large: NSCollectionLayoutItem, small: NSCollectionLayoutItem) -> [NSCollectionLayoutGroup] {
        let itemsPerRow: CGFloat = 4
        let cellsPerRow = 1
        let numberOfItemsPerRow: CGFloat = 2.5
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80 * itemsPerRow))
        let mixed = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [large, small, small])
        let pair = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [small, small])
        let stacked = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [small, small, small])
        let note = "itemsPerRow: CGFloat = 3, subitems: [item, item, item]"
        // static let cellsPerRow = 5
        print(note, cellsPerRow, numberOfItemsPerRow)
        return [mixed, pair, stacked]
    }
}
