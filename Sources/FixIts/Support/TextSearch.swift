/// Substring tests for names and short texts, byte for byte. Foundation's `String.contains(_:)`
/// compares by Unicode rules through a locale-aware search, thousands of instructions a call on Linux;
/// rules ask it of names and words many times a file (a hazard-dense file spent a tenth of its lint in
/// it). Swift names are ASCII in practice, so a byte search finds what the Unicode one finds.
extension String {
    /// Whether `part` occurs in this string, byte for byte.
    func containsBytes(of part: String) -> Bool {
        var text = self, part = part
        return text.withUTF8 { text in part.withUTF8 { Self.find($0, in: text, foldingCase: false) } }
    }

    /// Whether `part` (lowercase) occurs in this string with its ASCII letters lowercased
    /// (`lowercased().contains(part)` for ASCII text).
    func containsLowercased(_ part: String) -> Bool {
        var text = self, part = part
        return text.withUTF8 { text in part.withUTF8 { Self.find($0, in: text, foldingCase: true) } }
    }

    private static func find(_ part: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, foldingCase: Bool) -> Bool {
        guard part.count <= text.count else { return false }
        if part.isEmpty { return true }
        @inline(__always) func folded(_ byte: UInt8) -> UInt8 {
            foldingCase && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
        }
        for start in 0 ... text.count - part.count where folded(text[start]) == part[0] {
            var offset = 1
            while offset < part.count, folded(text[start + offset]) == part[offset] { offset += 1 }
            if offset == part.count { return true }
        }
        return false
    }
}
