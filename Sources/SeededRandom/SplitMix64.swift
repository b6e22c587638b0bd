/// SplitMix64 (Steele, Lea, Flood 2014): a tiny deterministic generator, so a
/// generated corpus, a run of random edits or a hostile client's script is the
/// same on every machine and a failure reproduces from its seed. Never the
/// system's randomness. For benchmarks, tests and fuzz targets only.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound` (`bound` > 0).
    public mutating func int(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// One seed from two, for independent streams (file `index` of corpus `seed`).
    public static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var generator = SplitMix64(seed: a ^ (b &* 0xD6E8_FEB8_6659_FD93))
        _ = generator.next()
        return generator.next()
    }
}
