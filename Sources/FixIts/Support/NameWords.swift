/// The words of a Swift name, for rules that judge an identifier by what it
/// says: `foldX` → ["fold", "x"], `preferredMaxLayoutWidth` →
/// ["preferred", "max", "layout", "width"], `UIScreen` → ["ui", "screen"].
/// Whole words only, so `scaffoldX` does not contain "fold". ASCII case rules
/// (Swift names in UIKit code are ASCII); other bytes stay inside their word.
enum NameWords {
    static func split(_ name: String) -> [String] {
        var words: [String] = []
        _ = firstWord(of: name) { words.append($0); return false }
        return words
    }

    static func contains(_ name: String, anyOf words: Set<String>) -> Bool {
        firstWord(of: name) { words.contains($0) }
    }

    /// Calls `found` with each word of `name` in order until it answers true; whether one did. Reads the
    /// name's bytes in place and makes each word as a String of its own (a small one, not allocated, for
    /// words of up to 15 bytes): splitting into an array of copies cost rules more than their own reading.
    private static func firstWord(of name: String, where found: (String) -> Bool) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            var start = 0
            func word(_ end: Int) -> Bool {
                guard end > start else { return false }
                let word = String(unsafeUninitializedCapacity: end - start) { buffer in
                    for offset in 0 ..< end - start { buffer[offset] = lowercased(bytes[start + offset]) }
                    return end - start
                }
                return found(word)
            }
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "$") {
                    if word(index) { return true }
                    start = index + 1
                    continue
                }
                guard index > start else { continue }
                let previous = bytes[index - 1]
                let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
                let lowerToUpper = isLower(previous) && isUpper(byte)
                // The last capital of a run starts the next word: `URLSession` → url, session.
                let acronymEnd = isUpper(previous) && isUpper(byte) && next.map(isLower) == true
                let digitEdge = isDigit(previous) != isDigit(byte)
                if lowerToUpper || acronymEnd || digitEdge {
                    if word(index) { return true }
                    start = index
                }
            }
            return word(bytes.count)
        }
    }

    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func lowercased(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }
}

/// Lowercase words a rule looks for in names and string text (by `NameWords`' whole-word rule), with a
/// byte-level first pass: a token that does not hold any of the words even as a substring (most do not)
/// is passed over without being copied or split. Sound because a name's words are pieces of its bytes.
struct WordList {
    let words: Set<String>
    /// The words' spellings by their first byte (folded): the first pass looks, at each byte of a token, only
    /// at the words that start with it (comparing every word at every byte was most of DUO101's time).
    private let spellingsByFirstByte: [[[UInt8]]]

    init(_ words: Set<String>) {
        self.words = words
        var table = [[[UInt8]]](repeating: [], count: 256)
        for word in words {
            let spelled = Array(word.utf8)
            guard let first = spelled.first else { continue }
            table[Int(Self.folded(first))].append(spelled)
        }
        spellingsByFirstByte = table
    }

    /// Whether a word of the name is in the list (`NameWords.contains(_:anyOf:)`).
    func isInName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { mayHoldWord($0) } && NameWords.contains(name, anyOf: words)
    }

    /// Whether code token `index` says one of the words: an identifier by its name's words, a string segment
    /// by its runs of letters.
    func isSaid(byToken index: Int, in file: SourceFile) -> Bool {
        let kind = file.kind(index)
        guard kind == .identifier || kind == .stringSegment else { return false }
        let range = file.code[index].range
        guard file.bytes.withUnsafeBufferPointer({ mayHoldWord(UnsafeBufferPointer(rebasing: $0[range])) }) else { return false }
        let text = file.text(index)
        if kind == .identifier { return NameWords.contains(text, anyOf: words) }
        return text.lowercased().split(whereSeparator: { !$0.isLetter }).contains { words.contains(String($0)) }
    }

    /// Whether one of the words occurs in `bytes`, ASCII letters compared without case.
    private func mayHoldWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for start in bytes.indices {
            for word in spellingsByFirstByte[Int(Self.folded(bytes[start]))] where start + word.count <= bytes.count {
                var offset = 1
                while offset < word.count, Self.folded(bytes[start + offset]) == word[offset] { offset += 1 }
                if offset == word.count { return true }
            }
        }
        return false
    }

    @inline(__always)
    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
