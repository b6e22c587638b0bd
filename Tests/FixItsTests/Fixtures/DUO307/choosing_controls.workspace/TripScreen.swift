import SwiftUI

struct TripScreen: View {
    var link: URL

    var body: some View {
        NavigationStack {
            Text("Lisbon")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        ShareControl(url: link)
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        OptionalShare(url: link)
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        ThemedShare(url: link) // expect: DUO307 `ThemedShare(url: link)`
                    }
                }
        }
    }
}
