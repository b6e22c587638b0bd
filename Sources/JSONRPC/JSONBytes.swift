/// Byte-level helpers shared by the parser and the serializer. Document text
/// is most of an LSP message's bytes, so these look at eight bytes at a time.
enum JSONBytes {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Offset of the first `"`, `\` or control byte (< 0x20) in
    /// `bytes[start..<end]`, or `end`: the bytes a JSON string cannot hold
    /// as they are.
    static func firstSpecial(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var offset = start
        #if _endian(little)
        while offset + 8 <= end {
            let word = UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            // Each term flags the high bit of a matching byte (and possibly of
            // bytes above a match, never below one), so the lowest flag is exact.
            let found = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash
                | (word &- ones &* 0x20) & ~word) & highs
            if found != 0 { return offset + found.trailingZeroBitCount >> 3 }
            offset += 8
        }
        #endif
        while offset < end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return offset }
            offset += 1
        }
        return end
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        var combined: UInt64 = 0
        while offset + 8 <= bytes.count {
            combined |= UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            combined |= UInt64(base[offset])
            offset += 1
        }
        return combined & highs == 0
    }

    /// A String from UTF-8 bytes, or nil if they are not valid UTF-8.
    /// ASCII (keys, methods, URIs, most text) takes a cheaper road than the
    /// generic validating initializer, which showed up in profiles.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if isASCII(bytes) { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }
}
