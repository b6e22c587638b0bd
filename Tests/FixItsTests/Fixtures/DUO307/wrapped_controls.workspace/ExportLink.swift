import SwiftUI

/// A share link that prepares what it shares first: a `let` before the link is no view.
struct ExportLink: View {
    let document: URL
    let asPDF: Bool

    var body: some View {
        if asPDF {
            let rendered = RenderedPDF(source: document)
            ShareLink(item: rendered, preview: SharePreview("Export", image: Image(systemName: "doc")))
        } else {
            ShareLink(item: document)
        }
    }
}

struct RenderedPDF: Transferable {
    let source: URL
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(exportedContentType: .pdf) { SentTransferredFile($0.source) }
    }
}
