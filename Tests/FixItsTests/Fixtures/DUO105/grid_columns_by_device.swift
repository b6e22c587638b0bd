import SwiftUI

/// The columns chosen per device as the whole value of a function, array literals and all.
struct LessonShelf: View {
    var body: some View {
        LazyVGrid(columns: shelfColumns()) { Text("Lesson") }
    }

    private func shelfColumns() -> [GridItem] {
        UIDevice.current.userInterfaceIdiom == .pad // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            ? [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
            : [GridItem(.flexible()), GridItem(.flexible())]
    }
}
