import Foundation
import SwiftLexer

/// Where two versions of a file are the same: the bytes and code tokens they share at the start, and
/// those they share at the end (moved by `byteDelta` bytes and `tokenDelta` tokens). Exact, not
/// guessed from the edits a client sent: a snapshot may be several edits after the one linted last, and
/// an edit can change tokens far from itself (a `"` or a `/*` typed).
struct VersionDiff {
    /// The first `tokenPrefix` code tokens of both are equal (kind, place, lexer flags), within the bytes
    /// both start with.
    let tokenPrefix: Int
    /// The last `tokenSuffix` code tokens of both are equal but for their place, moved by `byteDelta`,
    /// within the bytes both end with.
    let tokenSuffix: Int
    let byteDelta: Int
    let tokenDelta: Int
    let newTokenCount: Int

    init(from old: SourceFile, to new: SourceFile) {
        let (oldBytes, newBytes) = (old.bytes, new.bytes)
        let (prefix, suffix) = oldBytes.withUnsafeBytes { a in
            newBytes.withUnsafeBytes { b in Self.sharedEnds(a, b, moved: 0) }
        }
        byteDelta = newBytes.count - oldBytes.count
        newTokenCount = new.count
        tokenDelta = new.count - old.count
        // Tokens as 12 bytes each (`Token.wordLayoutHolds`): the same token is the same bytes, and a token
        // moved by the edit differs only in its first four (its offset).
        let moved = UInt32(truncatingIfNeeded: byteDelta)
        precondition(MemoryLayout<Token>.size == 12 && MemoryLayout<Token>.stride == 12, "a token is an offset and eight more bytes")
        let (first, last) = old.code.withUnsafeBytes { a in
            new.code.withUnsafeBytes { b in Self.sharedEnds(a, b, moved: moved, stride: MemoryLayout<Token>.stride) }
        }
        // Only tokens within the shared bytes: a token the same in kind and place may still be spelled otherwise.
        var tokenPrefix = first
        while tokenPrefix > 0, new.code[tokenPrefix - 1].end > prefix { tokenPrefix -= 1 }
        var tokenSuffix = last
        while tokenSuffix > 0, new.code[new.count - tokenSuffix].start < newBytes.count - suffix { tokenSuffix -= 1 }
        self.tokenPrefix = tokenPrefix
        self.tokenSuffix = tokenSuffix
    }

    /// How many elements of `stride` bytes (1, or 12: a token) `a` and `b` share at their start, and how
    /// many at their end (not overlapping the shared start), where the first four bytes of each element
    /// of `a` are read as a `UInt32` plus `moved` (a token's offset). Blocks compared with `memcmp` first:
    /// most of a file is the same.
    private static func sharedEnds(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, moved: UInt32, stride: Int = 1) -> (Int, Int) {
        let count = min(a.count, b.count) / stride
        guard count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return (0, 0) }
        @inline(__always) func same(_ i: Int, _ j: Int, moved: UInt32) -> Bool {
            if stride == 1 { return pa.load(fromByteOffset: i, as: UInt8.self) == pb.load(fromByteOffset: j, as: UInt8.self) }
            let (x, y) = (i * stride, j * stride)
            return pa.loadUnaligned(fromByteOffset: x, as: UInt32.self) &+ moved == pb.loadUnaligned(fromByteOffset: y, as: UInt32.self)
                && pa.loadUnaligned(fromByteOffset: x + 4, as: UInt64.self) == pb.loadUnaligned(fromByteOffset: y + 4, as: UInt64.self)
        }
        let block = 64
        var prefix = 0
        // Large blocks, then small ones, then one element at a time.
        for size in [block * 64, block] {
            while prefix + size <= count, memcmp(pa + prefix * stride, pb + prefix * stride, size * stride) == 0 { prefix += size }
        }
        while prefix < count, same(prefix, prefix, moved: 0) { prefix += 1 }
        let (aCount, bCount) = (a.count / stride, b.count / stride)
        var suffix = 0
        if moved == 0 {
            for size in [block * 64, block] {
                while suffix + size <= count - prefix,
                      memcmp(pa + (aCount - suffix - size) * stride, pb + (bCount - suffix - size) * stride, size * stride) == 0 {
                    suffix += size
                }
            }
        } else {
            // Moved tokens a block at a time, four tokens (twelve words, three vectors) per step, the
            // differences or-ed together without a branch, down to single tokens in the block that differs.
            // Each token's offset is the first of its three words: where it falls in the vectors repeats
            // every three.
            let m = moved
            let (first, second, third) = (SIMD4<UInt32>(m, 0, 0, m), SIMD4<UInt32>(0, 0, m, 0), SIMD4<UInt32>(0, m, 0, 0))
            while suffix + block <= count - prefix {
                let (x, y) = ((aCount - suffix - block) * stride, (bCount - suffix - block) * stride)
                var difference = SIMD4<UInt32>()
                for step in 0 ..< block / 4 {
                    let (i, j) = (x + step * 4 * stride, y + step * 4 * stride)
                    difference |= (pa.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt32>.self) &+ first)
                        ^ pb.loadUnaligned(fromByteOffset: j, as: SIMD4<UInt32>.self)
                    difference |= (pa.loadUnaligned(fromByteOffset: i + 16, as: SIMD4<UInt32>.self) &+ second)
                        ^ pb.loadUnaligned(fromByteOffset: j + 16, as: SIMD4<UInt32>.self)
                    difference |= (pa.loadUnaligned(fromByteOffset: i + 32, as: SIMD4<UInt32>.self) &+ third)
                        ^ pb.loadUnaligned(fromByteOffset: j + 32, as: SIMD4<UInt32>.self)
                }
                guard difference == SIMD4<UInt32>() else { break }
                suffix += block
            }
        }
        while suffix < count - prefix, same(aCount - 1 - suffix, bCount - 1 - suffix, moved: moved) { suffix += 1 }
        return (prefix, suffix)
    }

    /// Whether the new version's code tokens `range` are the old version's unchanged: false when in
    /// place (before every change), true when moved by `tokenDelta` (after it), nil when changed.
    func unchanged(_ range: Range<Int>) -> Bool? {
        if range.upperBound <= tokenPrefix { return false }
        if range.lowerBound >= newTokenCount - tokenSuffix { return true }
        return nil
    }
}
