/// The words of a Swift name, for rules that judge an identifier by what it
/// says: `foldX` → ["fold", "x"], `preferredMaxLayoutWidth` →
/// ["preferred", "max", "layout", "width"], `UIScreen` → ["ui", "screen"].
/// Whole words only, so `scaffoldX` does not contain "fold". ASCII case rules
/// (Swift names in UIKit code are ASCII); other bytes stay inside their word.
enum NameWords {
    static func split(_ name: String) -> [String] {
        let bytes = Array(name.utf8)
        var words: [String] = []
        var start = 0
        func flush(_ end: Int) {
            if end > start { words.append(String(decoding: bytes[start ..< end].map(lowercased), as: UTF8.self)) }
        }
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "$") {
                flush(index)
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
                flush(index)
                start = index
            }
        }
        flush(bytes.count)
        return words
    }

    static func contains(_ name: String, anyOf words: Set<String>) -> Bool {
        split(name).contains { words.contains($0) }
    }

    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func lowercased(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }
}
