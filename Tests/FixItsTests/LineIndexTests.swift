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
}
