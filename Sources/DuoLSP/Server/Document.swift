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

    /// Applies one notification's changes, in order, and takes its version.
    /// Out-of-range positions are clamped (LSP's rule), never trusted.
    mutating func apply(_ changes: [Change], version newVersion: Int, encoding: PositionEncoding) {
        for change in changes {
            let newText = Array(change.text.utf8)
            guard let range = change.range else {
                bytes = newText
                lines = LineIndex(bytes)
                tokens = TokenStore(text: bytes)
                continue
            }
            var start = encoding.offset(line: range.start.0, character: range.start.1, in: bytes, lines: lines)
            var end = encoding.offset(line: range.end.0, character: range.end.1, in: bytes, lines: lines)
            if end < start { swap(&start, &end) }
            bytes.replaceSubrange(start ..< end, with: newText)
            lines = lines.applying(edit: start ..< end, inserted: newText.count, to: bytes)
            bytes.withUnsafeBufferPointer { buffer in
                _ = tokens.applyEdit(replacing: start ..< end, insertedLength: newText.count, newText: buffer)
            }
        }
        version = newVersion
    }
}
