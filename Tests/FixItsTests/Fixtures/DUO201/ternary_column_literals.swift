import SwiftUI

/// Column literals chosen by a ternary.
struct CatalogGrid: View {
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    private var isWide: Bool { verticalSizeClass == .compact }
    private var idiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }

    var body: some View {
        VStack {
            LazyVGrid(columns: gridColumns()) { Text("Item") }
            LazyVGrid(columns: tabletColumns()) { Text("Item") }
            LazyVGrid(columns: isWide ? [GridItem(), GridItem(), GridItem()] : [GridItem(), GridItem()]) { Text("Item") } // expect: DUO201 `[GridItem(), GridItem(), GridItem()]`
        }
    }

    // Wide phones and iPads get three: a wide phone is an iPhone Duo too.
    private func gridColumns() -> [GridItem] {
        isWide || idiom == .pad // expect: DUO105 `idiom == .pad`
            ? [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())] // expect: DUO201 `[GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]`
            : [GridItem(.flexible()), GridItem(.flexible())]
    }

    // Only an iPad gets three.
    private func tabletColumns() -> [GridItem] {
        idiom == .pad // expect: DUO105 `idiom == .pad`
            ? [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
            : [GridItem(.flexible()), GridItem(.flexible())]
    }

    // Not named for columns: a ternary of item lists is no grid's columns.
    private func badges() -> [GridItem] {
        isWide ? [GridItem(), GridItem(), GridItem()] : []
    }
}
