import Foundation
import JSONRPC

/// An edit that cannot be applied, and getting back in sync. The server's
/// copy of a document must be the editor's text or nothing: findings and
/// fixes computed on a guess would point at the wrong code. So a refused
/// edit keeps the last good text, clears the document's diagnostics
/// (`DocumentSnapshot.lint` reports nothing while out of sync), passes over
/// further edits (they apply to text the server does not have), and says
/// so once; a whole text (a change without a range, a new `didOpen`) or a
/// save brings it back.
extension LanguageServer {
    func refuse(_ document: inout Document, _ problem: String, version: Int) {
        let first = document.lostSync == nil
        document.loseSync(problem, version: version)
        log("didChange for \(document.uri) refused: \(problem); the last good text is kept", type: 1)
        guard first else { return }
        let name = document.path.split(separator: "/").last.map(String.init) ?? document.path
        showMessage("duo-lsp: the editor sent an edit of \(name) that cannot be applied (\(problem)); "
                    + "its Duo diagnostics are off until it is saved or reopened", type: 2)
    }

    /// After a save the file holds the editor's text: take it from the
    /// notification when the client sent it, else from disk.
    func resyncOnSave(_ uri: String, text: String?) {
        guard var document = documents[uri] else { return }
        let whole: String
        if let text {
            whole = text
        } else if uri.hasPrefix("file://"), let data = FileManager.default.contents(atPath: document.path) {
            whole = String(decoding: data, as: UTF8.self)
        } else {
            log("\(uri) was saved but cannot be read; still out of sync until it is reopened", type: 2)
            return
        }
        let ignored = document.editsIgnored
        _ = document.resync([Document.Change(range: nil, text: whole)], version: document.version, encoding: capabilities.positionEncoding)
        documents[uri] = document
        log("\(uri): back in sync from the saved file (\(ignored) edits passed over)")
        lint(document)
    }
}
