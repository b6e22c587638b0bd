/// The choices that steer one fuzz run (edit positions, lengths, pieces),
/// read from the end of the input as LLVM's FuzzedDataProvider does: the
/// front of the input stays the document under test, so a seed that is a
/// real Swift file keeps its meaning, and a mutation of its last bytes
/// changes the edits made to it.
struct FuzzControls {
    private let bytes: [UInt8]
    private var end: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        end = bytes.count
    }

    var isExhausted: Bool { end == 0 }

    /// The next control byte; 0 once the input is used up.
    mutating func byte() -> UInt8 {
        guard end > 0 else { return 0 }
        end -= 1
        return bytes[end]
    }

    /// A number in `range`, from as few bytes as the range needs.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound)
        guard span > 0 else { return range.lowerBound }
        var value: UInt64 = 0
        var consumed: UInt64 = 0
        while consumed < span, !isExhausted {
            value = value << 8 | UInt64(byte())
            consumed = consumed << 8 | 0xFF
        }
        return range.lowerBound + Int(value % (span + 1))
    }
}

/// FNV-1a: a stable hash of the whole input, for choices (chunk sizes, a
/// configuration) that should change whenever any byte does.
func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
}

/// `SplitMix64` is Sources/SeededRandom's, compiled into each fuzz target.
extension SplitMix64 {
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(range.upperBound - range.lowerBound + 1)
    }
}
