/// Decoding one scalar from UTF-8 bytes, rejecting overlong forms, surrogates
/// and truncated sequences (the lexer turns those into `unknown` tokens).
enum UTF8Scalar {
    /// The scalar at `p` and its length in bytes, or nil when the bytes at `p`
    /// are not valid UTF-8. `p < end` is required.
    @inline(__always)
    static func decode(_ base: UnsafePointer<UInt8>, at p: Int, end: Int) -> (value: UInt32, length: Int)? {
        let b0 = base[p]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        let length: Int
        var value: UInt32
        switch b0 {
        case 0xC2 ... 0xDF: length = 2; value = UInt32(b0 & 0x1F)
        case 0xE0 ... 0xEF: length = 3; value = UInt32(b0 & 0x0F)
        case 0xF0 ... 0xF4: length = 4; value = UInt32(b0 & 0x07)
        default: return nil
        }
        guard p + length <= end else { return nil }
        for i in 1 ..< length {
            let b = base[p + i]
            guard b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        switch length {
        case 3 where value < 0x800 || (0xD800 ... 0xDFFF).contains(value): return nil
        case 4 where value < 0x10000 || value > 0x10FFFF: return nil
        default: return (value, length)
        }
    }

    /// Length of the run of invalid bytes at `p` (at least 1), stopping at
    /// the next byte that starts a valid scalar.
    static func invalidRunLength(_ base: UnsafePointer<UInt8>, at p: Int, end: Int) -> Int {
        var q = p + 1
        while q < end, base[q] >= 0x80, decode(base, at: q, end: end) == nil { q += 1 }
        return q - p
    }
}
