import SwiftUI

/// Shares with the system's control where the system has one, and a plain labelled button before.
struct ShareControl: View {
    var url: URL

    var body: some View {
        if #available(iOS 16.0, *) {
            SystemShare(url: url)
        } else {
            FallbackShare(url: url)
        }
    }
}

@available(iOS 16.0, *)
private struct SystemShare: View {
    var url: URL
    var body: some View { ShareLink(item: url) }
}

/// A choice that may show nothing shows a system control or nothing: not a custom view.
struct OptionalShare: View {
    var url: URL?

    var body: some View {
        if let url {
            ShareLink(item: url)
        }
    }
}

/// One branch with a picture of its own: a custom view.
struct ThemedShare: View {
    var url: URL

    var body: some View {
        if #available(iOS 16.0, *) {
            ShareLink(item: url)
        } else {
            Image("share-sticker")
        }
    }
}
