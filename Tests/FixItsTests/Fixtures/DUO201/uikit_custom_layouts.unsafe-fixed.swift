import UIKit

final class WaterfallLayout: UICollectionViewLayout {
    var numberOfColumns = 4 // expect: DUO201 `3`
    var cellPadding: CGFloat = 6
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        cache.removeAll()
    }
}

final class PinboardViewController: UICollectionViewController {
    private let waterfall = WaterfallLayout()
    private let calendarLayout = WaterfallLayout()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        waterfall.numberOfColumns = view.reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 5 : 6 // expect: DUO201 `5`
        calendarLayout.numberOfColumns = 7 // expect: DUO201:info `7`
        waterfall.invalidateLayout()
    }

    func applyCompactGrid() {
        let grid = GridConfiguration(columns: 3, spacing: 12) // expect: DUO201 `3`
        collectionView.setCollectionViewLayout(grid.makeLayout(), animated: true)
    }
}

struct GridConfiguration {
    var columns: Int
    var spacing: CGFloat

    static let compact = GridConfiguration(columns: 5, spacing: 8) // expect: DUO201 `5`

    func makeLayout() -> UICollectionViewLayout {
        let fraction = 1 / CGFloat(columns)
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

final class MosaicCell: UICollectionViewCell {
    private let mosaic = MosaicView()

    override func layoutSubviews() {
        super.layoutSubviews()
        mosaic.configure(columnCount: reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 3 : 4, spacing: 1) // expect: DUO201 `3`
        mosaic.frame = contentView.bounds
    }
}
