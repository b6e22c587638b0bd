import SwiftUI

struct MediaWall: View {
    let tiles: [Tile]

    var body: some View {
        ScrollView {
            // Grid items written with their type's initializer, the type inferred from `columns:`.
            LazyVGrid(columns: [ // expect: DUO201 `[.init(.flexible(minimum: 90), spacing: 2), .init(.flexible(minimum: 90), spacing: 2), .init(.flexible(minimum: 90), spacing: 2),]`
                .init(.flexible(minimum: 90), spacing: 2),
                .init(.flexible(minimum: 90), spacing: 2),
                .init(.flexible(minimum: 90), spacing: 2),
            ], spacing: 2) {
                ForEach(tiles) { TileView(tile: $0) }
            }
            // Four of them: even, not reported.
            LazyVGrid(columns: [.init(.fixed(80)), .init(.fixed(80)), .init(.fixed(80)), .init(.fixed(80))]) {
                ForEach(tiles) { TileView(tile: $0) }
            }
        }
    }
}

struct RulerView: View {
    // Not grid items: a layout of the app's own, whatever the label says.
    let marks = RulerLayout(columns: [.init(width: 10), .init(width: 20), .init(width: 30)])

    var body: some View { EmptyView() }
}
