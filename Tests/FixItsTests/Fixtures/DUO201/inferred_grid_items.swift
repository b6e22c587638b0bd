import SwiftUI
import UIKit

/// Grid columns written with the element type left to inference, and a count converted to CGFloat.
struct RecoveryWordsGrid: View {
    let words: [String]

    var body: some View {
        VStack {
            LazyVGrid(columns: .init(repeating: .init(.flexible()), count: 3)) { // expect: DUO201 `3`
                ForEach(words, id: \.self) { Text($0) }
            }
            LazyVGrid(columns: Array(repeating: .init(.adaptive(minimum: 80)), count: 5)) { // expect: DUO201 `5`
                ForEach(words, id: \.self) { Text($0) }
            }
            LazyVGrid(columns: [GridItem](repeating: GridItem(.fixed(90)), count: 4)) {
                ForEach(words, id: \.self) { Text($0) }
            }
            // Not a grid item: three of anything else.
            Text(Array(repeating: "•", count: 3).joined())
        }
    }
}

final class StickerSheetController: UIViewController {
    private let layout = UICollectionViewFlowLayout()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let numberOfColumns = CGFloat(3) // expect: DUO201 `3`
        layout.itemSize = CGSize(width: view.bounds.width / numberOfColumns, height: 90)
    }
}
