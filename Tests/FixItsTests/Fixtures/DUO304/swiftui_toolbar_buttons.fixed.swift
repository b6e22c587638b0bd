import SwiftUI

struct LibraryView: View {
    @State private var isEditing = false
    let model: LibraryModel

    var body: some View {
        NavigationStack {
            BookList(model: model)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Edit", systemImage: "pencil") { isEditing.toggle() } // expect: DUO304 `Button("Edit")`
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Delete", systemImage: "trash", role: .destructive) { model.deleteSelection() } // expect: DUO304 `Button("Delete", role: .destructive)`
                        Menu("Sort", systemImage: "arrow.up.arrow.down") { // expect: DUO304 `Menu("Sort")`
                            Button("Title") { model.sort(.title) }
                            Button("Author") { model.sort(.author) }
                        }
                        Button("Refresh", systemImage: "arrow.clockwise") {
                            self.model.refresh()
                        } // expect: DUO304 `Text("Refresh")`
                    }
                    Button("Share", systemImage: "square.and.arrow.up", action: model.share) // expect: DUO304 `Button("Share", action: model.share)`
                    Button("Sign In") { model.signIn() } // expect: DUO304 `Button("Sign In")`
                }
        }
    }
}

struct LibraryToolbar: ToolbarContent {
    @Binding var showsFilters: Bool

    var body: some ToolbarContent {
        ToolbarItem {
            // expect: DUO304 `Button("Filter", action: { showsFilters = true })`
            Button(
                "Filter", systemImage: "line.3.horizontal.decrease",
                action: { showsFilters = true }
            )
        }
    }
}
