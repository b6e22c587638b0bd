import FixIts
import Foundation
import SwiftLexer

/// An open document: its text, version and tokens, kept up to date by the
/// client's edits (incremental re-lexing, never a full lex per keystroke).
struct Document {
    let uri: String
    /// A file path for configuration lookup and messages (the URI's path, or the URI).
    let path: String
    private(set) var version: Int
    private(set) var bytes: [UInt8]
    private(set) var lines: LineIndex
    private(set) var tokens: TokenStore
    /// Project files (`Info.plist`, `.pbxproj`, `.xcproj`) are linted by other rules.
    let target: LintTarget
    /// Why the text is no longer the editor's (an edit that could not be
    /// applied), or nil while it is. Until a whole text arrives again the
    /// document is not linted (`DocumentSnapshot.lint`) and its edits are
    /// not applied: each would be a guess at text the server does not have.
    private(set) var lostSync: String?
    /// Edits passed over since the sync was lost.
    private(set) var editsIgnored = 0

    init(uri: String, version: Int, text: [UInt8]) {
        self.uri = uri
        path = Document.path(of: uri)
        self.version = version
        bytes = text
        lines = LineIndex(text)
        tokens = TokenStore(text: text)
        target = LintTarget.ofNamedFile(path)
    }

    /// A `file://` URI's path, percent-decoded; other URIs as they are.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://"), let url = URL(string: uri), !url.path.isEmpty else { return uri }
        return url.path
    }

    struct Change {
        /// LSP (line, character) range, or nil for the whole text.
        var range: (start: (Int, Int), end: (Int, Int))?
        var text: String
    }

    /// The editor's text is unknown from here on; the last good text is kept.
    mutating func loseSync(_ reason: String, version newVersion: Int) {
        if lostSync == nil {
            lostSync = reason
            editsIgnored = 0
        }
        editsIgnored += 1
        version = newVersion
    }

    /// Applies one notification's changes while the text is out of sync: from
    /// its last whole text on, which brings it back; false if it has none
    /// (then only the version is taken).
    mutating func resync(_ changes: [Change], version newVersion: Int, encoding: PositionEncoding) -> Bool {
        guard let whole = changes.lastIndex(where: { $0.range == nil }) else {
            editsIgnored += 1
            version = newVersion
            return false
        }
        lostSync = nil
        apply(Array(changes[whole...]), version: newVersion, encoding: encoding)
        return true
    }

    /// Applies one notification's changes, in order, and takes its version.
    /// Out-of-range positions are clamped (LSP's rule), never trusted.
    /// The changes were checked by `ContentChanges`.
    mutating func apply(_ changes: [Change], version newVersion: Int, encoding: PositionEncoding) {
        for change in changes {
            let newText = Array(change.text.utf8)
            guard let range = change.range else {
                bytes = newText
                lines = LineIndex(bytes)
                tokens = TokenStore(text: bytes)
                continue
            }
            // `ContentChanges` refused a reversed range; clamping keeps the order.
            let start = encoding.offset(line: range.start.0, character: range.start.1, in: bytes, lines: lines)
            let end = max(start, encoding.offset(line: range.end.0, character: range.end.1, in: bytes, lines: lines))
            // A document being edited is linted at every version: from its first edit on, its code tokens
            // are kept and each edit updates them (documents only opened keep nothing more).
            tokens.keepMaterialized()
            bytes.replaceSubrange(start ..< end, with: newText)
            lines = lines.applying(edit: start ..< end, inserted: newText.count, to: bytes)
            bytes.withUnsafeBufferPointer { buffer in
                _ = tokens.applyEdit(replacing: start ..< end, insertedLength: newText.count, newText: buffer)
            }
        }
        version = newVersion
    }
}
