@testable import FixIts
import SeededRandom
import XCTest

final class LineIndexTests: XCTestCase {
    func testPositions() {
        let index = LineIndex(Array("ab\ncd\r\nef\rg".utf8))
        XCTAssertEqual(index.lineStarts, [0, 3, 7, 10])
        XCTAssertEqual(index.position(of: 4).line, 1)
        XCTAssertEqual(index.position(of: 4).column, 1)
        XCTAssertEqual(index.line(of: 999), 3)
    }

    /// With any hint (before the offset's line, on it, after it, out of range), near or far from the
    /// offset, and offsets out of range: the line a binary search finds.
    func testALineFoundNearAHintIsTheLineOfTheOffset() {
        let bytes = Array((0 ..< 60).map { String(repeating: "x", count: $0 % 4) + "\n" }.joined().utf8)
        let index = LineIndex(bytes)
        for offset in -2 ... bytes.count + 2 {
            for hint in [-1, 0, 1, 5, 20, 29, 30, 31, 59, 60, 61, 200] {
                XCTAssertEqual(index.line(of: offset, near: hint), index.line(of: offset), "offset \(offset), hint \(hint)")
            }
        }
    }

    /// Updating after an edit gives what a fresh scan gives, including edits
    /// that split or join `\r\n` and lines at the ends.
    func testIncrementalUpdateMatchesAFreshScan() {
        var seeded = SplitMix64(seed: 99)
        let pieces = ["\n", "\r", "\r\n", "x", "yz", "\n\n", ""]
        for _ in 0 ..< 3000 {
            var bytes = Array((0 ..< Int(seeded.next() % 40)).map { _ in pieces[Int(seeded.next() % UInt64(pieces.count))] }.joined().utf8)
            var index = LineIndex(bytes)
            for _ in 0 ..< 5 {
                let start = Int(seeded.next() % UInt64(bytes.count + 1))
                let end = start + Int(seeded.next() % UInt64(bytes.count - start + 1))
                let inserted = Array(pieces[Int(seeded.next() % UInt64(pieces.count))].utf8)
                bytes.replaceSubrange(start ..< end, with: inserted)
                index = index.applying(edit: start ..< end, inserted: inserted.count, to: bytes)
                XCTAssertEqual(index.lineStarts, LineIndex(bytes).lineStarts, "after replacing \(start)..<\(end) with \(inserted) in \(bytes)")
                if index.lineStarts != LineIndex(bytes).lineStarts { return }
            }
        }
    }

    /// The scan that skips eight bytes at a time finds what a byte-by-byte scan finds: line ends in every
    /// position of a word, `\r\n` across two words, bytes that differ from `\n` or `\r` by one bit, and
    /// non-ASCII bytes.
    func testTheWordAtATimeScanFindsEveryLineEnd() {
        var seeded = SplitMix64(seed: 7)
        let alphabet: [UInt8] = [10, 13, 11, 12, 9, 14, 0x8A, 0x8D, 0xFF, 0, UInt8(ascii: "a"), UInt8(ascii: " ")]
        for _ in 0 ..< 3000 {
            let bytes = (0 ..< Int(seeded.next() % 70)).map { _ -> UInt8 in
                seeded.next() % 3 == 0 ? alphabet[Int(seeded.next() % UInt64(alphabet.count))] : UInt8(ascii: "x")
            }
            var expected = [0]
            var i = 0
            while i < bytes.count {
                if bytes[i] == 10 {
                    expected.append(i + 1)
                } else if bytes[i] == 13 {
                    if i + 1 < bytes.count, bytes[i + 1] == 10 { i += 1 }
                    expected.append(i + 1)
                }
                i += 1
            }
            XCTAssertEqual(LineIndex(bytes).lineStarts, expected, "\(bytes)")
            if LineIndex(bytes).lineStarts != expected { return }
        }
    }
}
