/// The words of a Swift name, for rules that judge an identifier by what it
/// says: `foldX` → ["fold", "x"], `preferredMaxLayoutWidth` →
/// ["preferred", "max", "layout", "width"], `UIScreen` → ["ui", "screen"].
/// Whole words only, so `scaffoldX` does not contain "fold".
enum NameWords {
    static func split(_ name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current.removeAll()
        }
        for (offset, character) in characters.enumerated() {
            if character == "_" || character == "`" || character == "$" {
                flush()
                continue
            }
            if let previous = current.last {
                let next = offset + 1 < characters.count ? characters[offset + 1] : nil
                let lowerToUpper = previous.isLowercase && character.isUppercase
                // The last capital of a run starts the next word: `URLSession` → url, session.
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                let digitEdge = previous.isNumber != character.isNumber
                if lowerToUpper || acronymEnd || digitEdge { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }

    static func contains(_ name: String, anyOf words: Set<String>) -> Bool {
        split(name).contains { words.contains($0) }
    }
}
