/// Reads a JSON `.xcproj` (Xcode 27.2's project format, with Xcode's comments
/// and trailing commas) into a `PlistValue`, through `LenientJSON`.
///
/// `LenientJSON` remembers where each value starts; this adds where it ends
/// and where its key is, by reading the bytes next to it (a key is found by
/// stepping back over the `:` and any `/* */` comments; when a `//` comment
/// stands between a key and its colon, the entry's range is the value's).
enum JSONProjectReader {
    static func read(_ bytes: [UInt8]) throws(ProjectFileError) -> PlistValue {
        let root: LenientJSON.Located
        do {
            root = try LenientJSON.parse(bytes)
        } catch {
            throw ProjectFileError(offset: error.offset, message: error.message)
        }
        return convert(root, bytes)
    }

    private static func convert(_ located: LenientJSON.Located, _ bytes: [UInt8]) -> PlistValue {
        let start = located.offset
        switch located.value {
        case .null: return PlistValue(.other, range: start ..< start + 4)
        case .bool(let value): return PlistValue(.bool(value), range: start ..< start + (value ? 4 : 5))
        case .number: return PlistValue(.number(String(decoding: bytes[start ..< numberEnd(start, bytes)], as: UTF8.self)), range: start ..< numberEnd(start, bytes))
        case .string(let text): return PlistValue(.string(text), range: start ..< stringEnd(start, bytes))
        case .array(let elements): return PlistValue(.array(elements.map { convert($0, bytes) }), range: start ..< start + 1)
        case .object(let members):
            let entries = members.map { member -> PlistEntry in
                let value = convert(member.value, bytes)
                let keyRange = keyRange(before: member.value.offset, bytes) ?? value.range
                return PlistEntry(key: member.key, keyRange: keyRange, value: value)
            }
            return PlistValue(.dictionary(entries), range: start ..< start + 1)
        }
    }

    private static func numberEnd(_ start: Int, _ bytes: [UInt8]) -> Int {
        var end = start
        while end < bytes.count, "+-0123456789.eE".utf8.contains(bytes[end]) { end += 1 }
        return max(end, start + 1)
    }

    /// The offset after the closing quote of the string opening at `start`.
    private static func stringEnd(_ start: Int, _ bytes: [UInt8]) -> Int {
        var end = start + 1
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: "\\") {
                end += 2
                continue
            }
            if bytes[end] == UInt8(ascii: "\"") { return end + 1 }
            end += 1
        }
        return bytes.count
    }

    /// The quoted key before the value at `valueOffset`: `"KEY" /* c */ : value`.
    private static func keyRange(before valueOffset: Int, _ bytes: [UInt8]) -> Range<Int>? {
        var index = skipBackward(from: valueOffset - 1, bytes)
        guard index >= 0, bytes[index] == UInt8(ascii: ":") else { return nil }
        index = skipBackward(from: index - 1, bytes)
        guard index >= 0, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let end = index + 1
        index -= 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "\"") {
                // An escaped quote has an odd number of backslashes before it.
                var backslashes = 0
                while index - 1 - backslashes >= 0, bytes[index - 1 - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes % 2 == 0 { return index ..< end }
            }
            if bytes[index] == 0x0A { return nil }
            index -= 1
        }
        return nil
    }

    /// Steps back over whitespace and `/* */` comments; the index of the byte before them.
    private static func skipBackward(from start: Int, _ bytes: [UInt8]) -> Int {
        var index = start
        while index >= 0 {
            let c = bytes[index]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                index -= 1
            } else if c == UInt8(ascii: "/"), index > 0, bytes[index - 1] == UInt8(ascii: "*") {
                var open = index - 2
                while open > 0, !(bytes[open - 1] == UInt8(ascii: "/") && bytes[open] == UInt8(ascii: "*")) { open -= 1 }
                guard open > 0 else { return -1 }
                index = open - 2
            } else {
                return index
            }
        }
        return index
    }
}
