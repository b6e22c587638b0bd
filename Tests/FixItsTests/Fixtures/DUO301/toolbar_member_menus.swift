import SwiftUI

/// A "more" menu kept in a view property that the toolbar names: the same menu as one written in the
/// toolbar, reported at its symbol (no rewrite: `ToolbarOverflowMenu` is toolbar content, not a view).
struct TripScreen: View {
    var body: some View {
        List { Text("Itinerary") }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    tripActions
                }
            }
    }

    private var tripActions: some View {
        Menu {
            Button("Rename", systemImage: "pencil") {}
            Button("Share", systemImage: "square.and.arrow.up") {}
        } label: {
            Image(systemName: "ellipsis.circle") // expect: DUO301 `"ellipsis.circle"`
        }
    }

    /// The same shape named by nothing in a toolbar: a menu in the content, not reported.
    private var rowActions: some View {
        Menu {
            Button("Remove", systemImage: "trash") {}
        } label: {
            Image(systemName: "ellipsis")
        }
    }
}
