import SwiftUI
import UIKit

/// Shows albums in an even grid: `Array(repeating: GridItem(), count: 3)` straddles the fold.
struct FoldAwareAlbumGrid: View {
    let albums: [Album]
    let columnCount: Int
    // let columns = [GridItem(), GridItem(), GridItem()]
    /* LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 5)) */
    private let twoColumns = [GridItem(.flexible()), GridItem(.flexible())]
    private let fourColumns = Array(repeating: GridItem(.flexible()), count: 4)
    private let singleColumn = [GridItem(.flexible())]
    private let retryCount = 3
    private let hint = "Use columns: 3 only on devices without a fold"
    private let template = """
        LazyVGrid(columns: Array(repeating: GridItem(), count: 3))
        """
    private let rawTemplate = #"numberOfColumns = "\(5)""#

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: proxy.reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 3 : 4)) {
                    ForEach(albums) { AlbumTile(album: $0) }
                }
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columnCount), spacing: 3) {
                    Text("3 columns: \("count: 3")")
                }
                LazyVGrid(columns: albums.count > retryCount ? fourColumns : twoColumns) {
                    ForEach(albums) { AlbumTile(album: $0) }
                }
                LazyVGrid(columns: singleColumn) {
                    Text(hint + template + rawTemplate)
                }
            }
        }
    }
}

final class EvenGridViewController: UIViewController {
    private let waterfall = WaterfallLayout()
    private var threeColumnLayoutEnabled = false

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        waterfall.numberOfColumns = view.reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 3 : 4
        let rowHeights = Array(repeating: CGFloat(44), count: 3)
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240))
        let pair = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 2)
        let stack = NSCollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: 3)
        let single = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 1)
        apply([pair, stack, single], rowHeights: rowHeights)
    }

    private func apply(_ groups: [NSCollectionLayoutGroup], rowHeights: [CGFloat]) {}
}
