import SwiftLexer
import XCTest
@testable import FixIts

/// A version that takes the previous version's bracket tree and token index (`TokenStructure`) has the
/// tree and index a fresh build gives — over every fixture, after an edit that adds no code token (a
/// space, a letter inside a name), after one that does (`;`) and after one that changes a token's kind
/// (a name made `for`), where the structure does not fit.
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
                if before.structure.fits(fresh.code) { reused += 1 } else { rebuilt += 1 }
            }
            // As many code tokens, one of another kind: a name made the keyword `for`.
            var bytes = fixture.bytes
            bytes.replaceSubrange(before.code[name].range, with: Array("for".utf8))
            let store = TokenStore(text: bytes)
            let fresh = SourceFile(path: fixture.name, bytes: bytes, store: store)
            let taken = SourceFile(path: fixture.name, bytes: bytes, store: store, reusing: before.structure)
            assertSameStructure(taken, fresh, "\(fixture.name) with `for` for its first name")
        }
        // Spaces and letters inside names fit (nearly always); a `;` never does.
        XCTAssertGreaterThan(reused, 200)
        XCTAssertGreaterThan(rebuilt, 100)
    }
}
