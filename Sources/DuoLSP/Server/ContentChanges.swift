import JSONRPC

/// The `contentChanges` of a `didChange`, read strictly. A change the
/// server cannot be sure of (a range without `end`, `null` or a string for a
/// range, a line that is not a whole non-negative number, an end before the
/// start, no `text`) is refused whole, never repaired: applied as a guess,
/// it left the server's copy different from the editor's without a word.
/// Positions past the end of a line or of the document are still clamped,
/// as LSP says.
enum ContentChanges {
    typealias Malformed = LSPPosition.Malformed

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
        let from: LSPPosition
        let to: LSPPosition
        switch LSPRange.read(range, "range") {
        case .success(let read): (from, to) = (read.start, read.end)
        case .failure(let problem): return .failure(problem)
        }
        return .success(Document.Change(range: ((from.line, from.character), (to.line, to.character)), text: text))
    }
}
