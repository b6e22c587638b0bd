import SeededRandom
import SwiftLexer
import XCTest
@testable import FixIts

/// A version that takes the previous version's bracket tree and token index (`TokenStructure`) has the
/// tree and index a fresh build gives — over every fixture, after an edit that adds no code token (a
/// space, a letter inside a name), after one that does (`;`: the structure is moved), after one that
/// changes a token's kind (a name made `for`), and after random edits that add and remove brackets.
final class TokenStructureTests: XCTestCase {
    private func assertSameStructure(_ a: SourceFile, _ b: SourceFile, _ what: String) {
        XCTAssertEqual(a.brackets.partner, b.brackets.partner, what)
        XCTAssertEqual(a.brackets.parent, b.brackets.parent, what)
        XCTAssertEqual(a.kinds.identifiers, b.kinds.identifiers, what)
        XCTAssertEqual(a.kinds.keywords, b.kinds.keywords, what)
        XCTAssertEqual(a.kinds.stringSegments, b.kinds.stringSegments, what)
        XCTAssertEqual(a.kinds.directives, b.kinds.directives, what)
        XCTAssertEqual(a.imports, b.imports, what)
    }

    func testAReusedStructureIsTheStructureAFreshBuildGives() throws {
        var reused = 0, rebuilt = 0
        for fixture in try Fixture.all() {
            let before = SourceFile(path: fixture.name, bytes: fixture.bytes)
            guard let name = (0 ..< before.count).first(where: { before.kind($0) == .identifier }) else { continue }
            let lineStart = before.lines.lineStarts[before.lines.line(of: before.code[name].start)]
            for (offset, inserted) in [(lineStart, " "), (before.code[name].start + 1, "q"), (lineStart, ";")] {
                var bytes = fixture.bytes
                bytes.insert(contentsOf: Array(inserted.utf8), at: offset)
                let store = TokenStore(text: bytes)
                let fresh = SourceFile(path: fixture.name, bytes: bytes, store: store)
                let taken = SourceFile(path: fixture.name, bytes: bytes, store: store, reusing: before.structure)
                assertSameStructure(taken, fresh, "\(fixture.name) with \(inserted) at \(offset)")
                if before.structure.structure(for: fresh.code) != nil { reused += 1 } else { rebuilt += 1 }
            }
            // As many code tokens, one of another kind: a name made the keyword `for`.
            var bytes = fixture.bytes
            bytes.replaceSubrange(before.code[name].range, with: Array("for".utf8))
            let store = TokenStore(text: bytes)
            let fresh = SourceFile(path: fixture.name, bytes: bytes, store: store)
            let taken = SourceFile(path: fixture.name, bytes: bytes, store: store, reusing: before.structure)
            assertSameStructure(taken, fresh, "\(fixture.name) with `for` for its first name")
        }
        // Spaces, letters inside names and a `;` outside a string all keep the brackets.
        XCTAssertGreaterThan(reused, 300)
    }

    /// Seeded random edits, one after another, each version taking the previous one's structure.
    func testRandomEditsTakeTheStructureAFreshBuildGives() throws {
        let pieces = [";", " ", ".", "x", "foo ", "(", ")", "{", "}", "[", "]", "<", ">", "\"", "\\(", "\n", "//", "/*", "*/",
                      "#if os(iOS)\n", "#endif\n", "let a = b", ",", "for", "1", "?"]
        var generator = SplitMix64(seed: 0x57)
        var moved = 0, rebuilt = 0
        for fixture in try Fixture.all().prefix(40) {
            var bytes = fixture.bytes
            var previous = SourceFile(path: fixture.name, bytes: bytes)
            for step in 0 ..< 12 {
                let start = Int.random(in: 0 ... bytes.count, using: &generator)
                let length = step % 3 == 0 ? min(bytes.count - start, Int.random(in: 0 ... 4, using: &generator)) : 0
                bytes.replaceSubrange(start ..< start + length, with: Array(pieces.randomElement(using: &generator)!.utf8))
                let store = TokenStore(text: bytes)
                let fresh = SourceFile(path: fixture.name, bytes: bytes, store: store)
                let taken = SourceFile(path: fixture.name, bytes: bytes, store: store, reusing: previous.structure)
                assertSameStructure(taken, fresh, "\(fixture.name) step \(step)")
                if previous.structure.structure(for: fresh.code) == nil { rebuilt += 1 } else if fresh.count != previous.count { moved += 1 }
                previous = taken
            }
        }
        XCTAssertGreaterThan(moved, 60, "edits that add or remove code tokens but no bracket move the structure")
        XCTAssertGreaterThan(rebuilt, 60, "edits of brackets build it again")
    }
}
