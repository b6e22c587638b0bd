import SwiftUI
import UIKit

/// Counts the grid assumes elsewhere: reported, but with no rewrite of the count alone.
struct RecoveryPhraseCard: View {
    let words: [String]

    var body: some View {
        PhraseGrid(columns: 3, words: words) // expect: DUO201 `3`
    }
}

struct PhraseGrid: View {
    let columns: Int
    let words: [String]
    var body: some View { Text(words.joined(separator: " ")) }
}

final class CollectiblesLayout {
    func makeSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .absolute(166)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(166))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 3) // expect: DUO201 `3`
        return NSCollectionLayoutSection(group: group)
    }

    func makeRowSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 5) // expect: DUO201 `5`
        return NSCollectionLayoutSection(group: group)
    }
}
