import SwiftUI

/// Only the detail column's bars go to the side on iPhone Duo: the sidebar's, the content column's and an
/// inspector's stay horizontal, so what stays horizontal there is nothing to report.
struct LibrarySidebar: View {
    @State private var isSyncing = false

    var body: some View {
        List {
            Text("Recent")
            Text("Shared")
        }
        .listStyle(.sidebar)
        .navigationTitle("Library")
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                SyncBadge(isSyncing: isSyncing)
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Spacer()
                Button("Sort") {}
            }
        }
    }
}

struct LibraryRoot: View {
    var body: some View {
        NavigationSplitView {
            List { Text("Albums") }
                .toolbar { ToolbarItem { SyncBadge(isSyncing: false) } }
        } content: {
            List { Text("Album") }
                .toolbar { ToolbarItem { SyncBadge(isSyncing: false) } }
        } detail: {
            Text("Photo")
                .toolbar { ToolbarItem { SyncBadge(isSyncing: false) } } // expect: DUO307 `SyncBadge(isSyncing: false)`
                .inspector(isPresented: .constant(true)) {
                    Text("Details").toolbar { ToolbarItem { SyncBadge(isSyncing: true) } }
                }
        }
    }
}

/// A list in the detail column: its bar moves to the side.
struct AlbumDetail: View {
    var body: some View {
        VStack {
            List { Text("Photo") }.listStyle(.sidebar)
        }
        .toolbar {
            ToolbarItem { SyncBadge(isSyncing: false) } // expect: DUO307 `SyncBadge(isSyncing: false)`
        }
    }
}

struct SyncBadge: View {
    var isSyncing: Bool
    var body: some View { Image(systemName: isSyncing ? "arrow.triangle.2.circlepath" : "checkmark.icloud") }
}
