import Foundation

/// The keys LSP messages are made of, as literals: a parsed key spelled as one of these is that literal
/// (`JSONParser`), which needs no UTF-8 validation, no allocation and no reference counting. A
/// diagnostic alone has a dozen keys; a publication of 750 of them, nine thousand.
enum JSONKeys {
    private static let literals: [String] = [
        "jsonrpc", "id", "method", "params", "result", "error", "code", "message", "data",
        "textDocument", "uri", "version", "languageId", "text", "contentChanges", "range", "rangeLength",
        "start", "end", "line", "character", "position", "context", "diagnostics", "severity", "source",
        "codeDescription", "href", "tags", "relatedInformation", "location", "only", "triggerKind",
        "capabilities", "workDoneToken", "partialResultToken", "previousResultId", "identifier", "kind",
        "items", "resultId", "title", "edit", "changes", "documentChanges", "edits", "newText", "command",
        "arguments", "isPreferred", "value", "settings", "processId", "rootUri", "workspaceFolders", "name",
    ]

    /// The literals by length, with their bytes.
    private static let byLength: [[(bytes: [UInt8], literal: String)]] = {
        var table = [[(bytes: [UInt8], literal: String)]](repeating: [], count: 32)
        for literal in literals { table[literal.utf8.count].append((Array(literal.utf8), literal)) }
        return table
    }()

    /// The literal spelled as the `count` bytes at `bytes`, if there is one.
    @inline(__always)
    static func known(_ bytes: UnsafePointer<UInt8>, count: Int) -> String? {
        guard count > 0, count < byLength.count else { return nil }
        for candidate in byLength[count] where candidate.bytes[0] == bytes[0] {
            if candidate.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes, count) == 0 }) { return candidate.literal }
        }
        return nil
    }
}
