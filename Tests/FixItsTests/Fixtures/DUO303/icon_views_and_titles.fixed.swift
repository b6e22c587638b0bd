import SwiftUI

/// Labels drawn by the app's own icon view, a toolbar `Link`, and a title taken from the item's own
/// accessibility label (in the app's language) rather than from the English table.
struct ChatToolbar: View {
    let helpURL: URL
    let startCallTitle: String

    var body: some View {
        NavigationStack {
            Text("Chat")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button { startCall() } label: {
                            AppIcon(name: "video") // expect: DUO303 `AppIcon(name: "video")`
                        }
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        Link(destination: helpURL) {
                            Image(systemName: "questionmark.circle") // expect: DUO303 `Image(systemName: "questionmark.circle")`
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        // expect: DUO303@+1 `Image(systemName: "square.and.arrow.up")`
                        Button(startCallTitle, systemImage: "square.and.arrow.up") { share() }
                        .accessibilityLabel(startCallTitle)
                    }
                }
        }
    }

    private func startCall() {}
    private func share() {}
}

struct AppIcon: View {
    let name: String
    var body: some View { Image(name) }
}
