import SwiftUI
import UIKit

/// Column arrays a declaration named for columns hands back: a closure that initialises a stored
/// property, a computed property, a function. The phone's branch is reported; the iPad's is not.
struct SwatchPicker: View {
    private let columns: [GridItem] = {
        if UIDevice.current.userInterfaceIdiom == .pad { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            return [GridItem(.adaptive(minimum: 96), spacing: 12)]
        } else {
            return [ // expect: DUO201 `[GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12), GridItem(.flexible()),]`
                GridItem(.flexible(), spacing: 12),
                GridItem(.flexible(), spacing: 12),
                GridItem(.flexible()),
                GridItem(.flexible()),
            ]
        }
    }()

    var body: some View {
        LazyVGrid(columns: columns, spacing: 12) { Text("swatches") }
    }
}

struct BadgeShelf: View {
    private var badgeColumns: [GridItem] {
        [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())] // expect: DUO201 `[GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]`
    }

    private func stickerColumns() -> [GridItem] {
        return [GridItem(), GridItem(), GridItem(), GridItem(), GridItem(), GridItem()] // expect: DUO201 `[GridItem(), GridItem(), GridItem(), GridItem(), GridItem()]`
    }

    var body: some View {
        VStack {
            LazyVGrid(columns: badgeColumns) { Text("badges") }
            LazyVGrid(columns: stickerColumns()) { Text("stickers") }
        }
    }
}

/// Not columns: arrays of grid items returned by declarations named for rows or for nothing in
/// particular, an even count, and an array that is one element of a longer expression.
struct LedgerRows: View {
    private var rowLayout: [GridItem] {
        [GridItem(), GridItem(), GridItem()]
    }

    private func headerRows() -> [GridItem] {
        return [GridItem(), GridItem(), GridItem()]
    }

    private func items() -> [GridItem] {
        return [GridItem(), GridItem(), GridItem()]
    }

    private var pairColumns: [GridItem] {
        [GridItem(), GridItem()]
    }

    private func paddedColumns() -> [GridItem] {
        return [GridItem(), GridItem(), GridItem()] + extraColumns
    }

    private var extraColumns: [GridItem] { [GridItem(), GridItem()] }

    var body: some View {
        LazyHGrid(rows: rowLayout) { Text("rows") }
    }
}
