import JSONRPC

/// An LSP `Position` and `Range` as the client wrote them, read in one place for every message that
/// carries one (`didChange` ranges, `codeAction` ranges, `hover` positions): a line and character that
/// are whole non-negative numbers, an end not before its start. Converted to byte offsets by
/// `DocumentSnapshot.offset(of:_:)` / `Document` with the session's position encoding (past the end of
/// a line or of the document is clamped, as LSP says).
struct LSPPosition: Comparable, CustomStringConvertible {
    let line: Int
    let character: Int

    static func < (a: LSPPosition, b: LSPPosition) -> Bool { (a.line, a.character) < (b.line, b.character) }
    var description: String { "\(line):\(character)" }

    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// `name` says where it was, for the error (`range.start`, `position`).
    static func read(_ json: JSONValue?, _ name: String) -> Result<LSPPosition, Malformed> {
        guard let json else { return .failure(Malformed(description: "\(name) is missing")) }
        guard json.objectValue != nil else { return .failure(Malformed(description: "\(name) is not an object")) }
        guard let line = json["line"]?.intValue, line >= 0 else {
            return .failure(Malformed(description: "\(name).line is not a non-negative integer"))
        }
        guard let character = json["character"]?.intValue, character >= 0 else {
            return .failure(Malformed(description: "\(name).character is not a non-negative integer"))
        }
        return .success(LSPPosition(line: line, character: character))
    }
}

struct LSPRange {
    let start: LSPPosition
    let end: LSPPosition

    static func read(_ json: JSONValue?, _ name: String) -> Result<LSPRange, LSPPosition.Malformed> {
        guard let json else { return .failure(LSPPosition.Malformed(description: "\(name) is missing")) }
        guard json.objectValue != nil else { return .failure(LSPPosition.Malformed(description: "\(name) is not an object")) }
        switch (LSPPosition.read(json["start"], "\(name).start"), LSPPosition.read(json["end"], "\(name).end")) {
        case (.success(let start), .success(let end)):
            guard start <= end else { return .failure(LSPPosition.Malformed(description: "\(name).end \(end) is before \(name).start \(start)")) }
            return .success(LSPRange(start: start, end: end))
        case (.failure(let problem), _), (_, .failure(let problem)):
            return .failure(problem)
        }
    }
}
