import SwiftUI

enum Shelf {
    case collection(String)
    case tag(String, count: Int)
    case everything
}

/// Toolbar items chosen per case of a `switch` in a toolbar builder: a case that binds its values
/// (`case let .collection(name):`) holds bar items as much as one that does not.
struct ShelfScreen: View {
    @State private var shelf = Shelf.everything

    var body: some View {
        Text("Shelf").toolbar { shelfToolbar }
    }

    @ToolbarContentBuilder
    private var shelfToolbar: some ToolbarContent {
        switch shelf {
        case let .collection(name):
            ToolbarItem {
                Button {
                    rename(name)
                } label: {
                    Image(systemName: "pencil") // expect: DUO303 `Image(systemName: "pencil")`
                }
            }
        case .tag(let name, _):
            ToolbarItem {
                Button("Tag", systemImage: "tag") { rename(name) } // expect: DUO303 `Image(systemName: "tag")`
            }
        case .everything:
            ToolbarItem {
                Button("Sort", systemImage: "arrow.up.arrow.down") { }
            }
        }
    }

    private func rename(_ name: String) {}
}
