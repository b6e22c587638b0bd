import SwiftUI

struct FallbackShare: View {
    var url: URL
    @State private var isSharing = false

    var body: some View {
        Button {
            isSharing = true
        } label: {
            Label("Share", systemImage: "square.and.arrow.up")
        }
        .buttonStyle(.borderless)
        #if os(iOS)
        .popover(isPresented: $isSharing) { Text(url.absoluteString) }
        #endif
    }
}
