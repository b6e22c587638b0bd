import JSONRPC

/// The `contentChanges` of a `didChange`, read strictly. A change the
/// server cannot be sure of (a range without `end`, `null` or a string for a
/// range, a line that is not a whole non-negative number, an end before the
/// start, no `text`) is refused whole, never repaired: applied as a guess,
/// it left the server's copy different from the editor's without a word.
/// Positions past the end of a line or of the document are still clamped,
/// as LSP says.
enum ContentChanges {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ json: JSONValue?) -> Result<[Document.Change], Malformed> {
        guard let elements = json?.arrayValue else { return .failure(Malformed(description: "contentChanges is not an array")) }
        var changes: [Document.Change] = []
        for (index, element) in elements.enumerated() {
            switch change(element) {
            case .success(let change): changes.append(change)
            case .failure(let problem): return .failure(Malformed(description: "contentChanges[\(index)]: \(problem.description)"))
            }
        }
        return .success(changes)
    }

    private static func change(_ json: JSONValue) -> Result<Document.Change, Malformed> {
        guard json.objectValue != nil else { return .failure(Malformed(description: "not an object")) }
        guard let text = json["text"]?.stringValue else { return .failure(Malformed(description: "text is missing or not a string")) }
        // No `range` at all is the whole text; a `range` of any other shape is an error.
        guard let range = json["range"] else { return .success(Document.Change(range: nil, text: text)) }
        guard range.objectValue != nil else { return .failure(Malformed(description: "range is not an object")) }
        let from: Position
        let to: Position
        switch (position(range["start"], "range.start"), position(range["end"], "range.end")) {
        case (.success(let start), .success(let end)): (from, to) = (start, end)
        case (.failure(let problem), _), (_, .failure(let problem)): return .failure(problem)
        }
        guard from <= to else { return .failure(Malformed(description: "range.end \(to) is before range.start \(from)")) }
        return .success(Document.Change(range: ((from.line, from.character), (to.line, to.character)), text: text))
    }

    struct Position: Comparable, CustomStringConvertible {
        let line: Int
        let character: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
        var description: String { "\(line):\(character)" }
    }

    private static func position(_ json: JSONValue?, _ name: String) -> Result<Position, Malformed> {
        guard let json else { return .failure(Malformed(description: "\(name) is missing")) }
        guard json.objectValue != nil else { return .failure(Malformed(description: "\(name) is not an object")) }
        guard let line = json["line"]?.intValue, line >= 0 else {
            return .failure(Malformed(description: "\(name).line is not a non-negative integer"))
        }
        guard let character = json["character"]?.intValue, character >= 0 else {
            return .failure(Malformed(description: "\(name).character is not a non-negative integer"))
        }
        return .success(Position(line: line, character: character))
    }
}
