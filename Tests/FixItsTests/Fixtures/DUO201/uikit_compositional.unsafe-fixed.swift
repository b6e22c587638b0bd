import UIKit

final class LibraryViewController: UIViewController {
    private var collectionView: UICollectionView!
    private let flowLayout = UICollectionViewFlowLayout()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let columnCount = view.reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 3 : 4 // expect: DUO201 `3`
        let spacing: CGFloat = 8
        let available = collectionView.bounds.width - spacing * CGFloat(columnCount - 1)
        flowLayout.itemSize = CGSize(width: available / CGFloat(columnCount), height: 140)
    }

    private func makeGridLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: groupSize,
            repeatingSubitem: item,
            count: 4 // expect: DUO201 `3`
        )
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    private func makeSectionedLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(90))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: self.view.reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 5 : 6) // expect: DUO201 `5`
            return NSCollectionLayoutSection(group: group)
        }
    }
}

final class SwatchGridView: UICollectionView {
    func applyGridLayout() {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 4) // expect: DUO201 `3`
        collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

enum ShelfLayout {
    static func section() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(180))
        let group: NSCollectionLayoutGroup = .horizontal(layoutSize: size, repeatingSubitem: item, count: 4) // expect: DUO201 `3`
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        return section
    }
}
