import SwiftUI

// Localized titles: still text-only items.
struct ServerList: View {
    @State private var editing = false

    var body: some View {
        List { Text("Servers") }
            .toolbar {
                if !editing {
                    Button(NSLocalizedString("Edit", comment: "Edits the server list"), systemImage: "pencil") { editing = true } // expect: DUO304 `Button(NSLocalizedString("Edit", comment: "Edits the server list"))`
                }
                ToolbarItem(placement: .bottomBar) {
                    Button(String(localized: "Share"), systemImage: "square.and.arrow.up") { } // expect: DUO304 `Button(String(localized: "Share"))`
                }
            }
    }
}
