import Foundation
import XCTest
@testable import SwiftLexer

final class RoundTripTests: XCTestCase {
    func testFixturesTileTheirBytes() throws {
        let fixtures = try LexerTestSupport.fixtures()
        XCTAssertGreaterThanOrEqual(fixtures.count, 5)
        for fixture in fixtures {
            LexerTestSupport.assertTiles(Lexer.lex(fixture.bytes), fixture.bytes.count, fixture.name)
        }
    }

    /// The toolchain's module interfaces: megabytes of real Swift on every machine.
    func testToolchainInterfacesTileTheirBytes() throws {
        let root = "/opt/swift/usr/lib/swift/linux"
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw XCTSkip("no toolchain interfaces at \(root)")
        }
        var files = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swiftinterface") else { continue }
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
            let tokens = Lexer.lex(bytes)
            LexerTestSupport.assertTiles(tokens, bytes.count, path)
            XCTAssertFalse(tokens.contains { $0.kind == .unknown }, "\(path) has unknown tokens")
            files += 1
        }
        XCTAssertGreaterThan(files, 10)
    }

    func testCommentsAreTrivia() {
        let tokens = Lexer.lex("a // line\n/* block /* nested */ */ b /// doc\n/** doc */")
        XCTAssertEqual(tokens.filter(\.kind.isComment).map(\.kind), [.lineComment, .blockComment, .docLineComment, .docBlockComment])
        XCTAssertEqual(LexerTestSupport.significant("a // x\nb"), ["identifier a", "identifier b"])
    }

    func testCRLFIsOneNewlineToken() {
        let tokens = Lexer.lex("a\r\nb\rc\n")
        XCTAssertEqual(tokens.filter { $0.kind == .newline }.map(\.length), [2, 1, 1])
    }

    func testShebangAndByteOrderMark() {
        XCTAssertEqual(Lexer.lex("#!/usr/bin/swift\nx").first?.kind, .shebang)
        XCTAssertEqual(Lexer.lex([0xEF, 0xBB, 0xBF] + Array("let".utf8)).map(\.kind), [.byteOrderMark, .keyword])
        // A `#!` anywhere but the start is not a shebang.
        XCTAssertNotEqual(Lexer.lex("x\n#!y").filter { !$0.kind.isTrivia }.last?.kind, .shebang)
    }

    func testStartsLineFlag() {
        let tokens = Lexer.lex("a b\n  c /* x\n */ d").filter { !$0.kind.isTrivia }
        XCTAssertEqual(tokens.map { $0.flags.contains(.startsLine) }, [false, false, true, true])
    }
}
