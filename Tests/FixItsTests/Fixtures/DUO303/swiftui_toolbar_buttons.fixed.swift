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
                        Button("Compose", systemImage: "square.and.pencil") { model.compose() } // expect: DUO303 `Image(systemName: "square.and.pencil")`
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        if canShare {
                            // A comment inside the label keeps the fix from rewriting it.
                            Button(action: model.share) {
                                Image(systemName: "square.and.arrow.up") // expect: DUO303 `Image(systemName: "square.and.arrow.up")`
                            }
                            Button("Bookmark", systemImage: "bookmark", action: model.bookmark) // expect: DUO303 `Image(systemName: "bookmark")`
                        }
                        Button("Delete", systemImage: "trash", role: .destructive) {
                            self.model.deleteSelection()
                        } // expect: DUO303 `Image(systemName: "trash")`
                        Menu("Filter", systemImage: "line.3.horizontal.decrease.circle") {
                            Button("Newest First") { model.sort(.newest) }
                            Button("Oldest First") { model.sort(.oldest) }
                        } // expect: DUO303 `Image(systemName: "line.3.horizontal.decrease.circle")`
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Settings", systemImage: "gear", action: { showsSettings = true }) // expect: DUO303 `Image(systemName: "gear")`
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
