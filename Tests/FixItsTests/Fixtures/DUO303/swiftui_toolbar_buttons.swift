import SwiftUI

struct NotesView: View {
    @State private var showsSettings = false
    @State private var canShare = true
    let model: NotesModel

    var body: some View {
        NavigationStack {
            NoteList(model: model)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { model.compose() } label: { Image(systemName: "square.and.pencil") } // expect: DUO303 `Image(systemName: "square.and.pencil")`
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        if canShare {
                            // A comment inside the label keeps the fix from rewriting it.
                            Button(action: model.share) {
                                Image(systemName: "square.and.arrow.up") // expect: DUO303 `Image(systemName: "square.and.arrow.up")`
                            }
                            Button(action: model.bookmark) { Image(systemName: "bookmark") } // expect: DUO303 `Image(systemName: "bookmark")`
                        }
                        Button(role: .destructive) {
                            self.model.deleteSelection()
                        } label: { Image(systemName: "trash") } // expect: DUO303 `Image(systemName: "trash")`
                        Menu {
                            Button("Newest First") { model.sort(.newest) }
                            Button("Oldest First") { model.sort(.oldest) }
                        } label: { Image(systemName: "line.3.horizontal.decrease.circle") } // expect: DUO303 `Image(systemName: "line.3.horizontal.decrease.circle")`
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Button(action: { showsSettings = true }, label: { Image(systemName: "gear") }) // expect: DUO303 `Image(systemName: "gear")`
                    }
                }
        }
    }
}

struct FavoritesToolbar: ToolbarContent {
    @Binding var isFavorite: Bool
    let shuffle: () -> Void

    var body: some ToolbarContent {
        ToolbarItem {
            Button { isFavorite.toggle() } label: {
                Image(systemName: isFavorite ? "heart.fill" : "heart") // expect: DUO303 `Image(systemName: isFavorite ? "heart.fill" : "heart")`
            }
        }
        ToolbarItem {
            Button { shuffle() } label: { Image(systemName: "sparkles") } // expect: DUO303 `Image(systemName: "sparkles")`
        }
        ToolbarItem {
            Button { isFavorite = true } label: { Image(systemName: "star.fill").foregroundStyle(.yellow) } // expect: DUO303 `Image(systemName: "star.fill").foregroundStyle(.yellow)`
        }
    }
}

struct BrandedHeader: View {
    var body: some View {
        Color.clear
            .toolbar {
                Button { openWebsite() } label: { Image("logo") } // expect: DUO303 `Image("logo")`
            }
    }

    private func openWebsite() {}
}
