import SeededRandom
@testable import SwiftLexer
import XCTest

/// Garbage in: the lexer never traps, never loops, and still tiles the input.
final class MalformedInputTests: XCTestCase {
    func testRandomBytes() {
        var generator = SplitMix64(seed: 7)
        for size in [1, 2, 3, 10, 100, 1000, 10_000] {
            for _ in 0 ..< 20 {
                let bytes = (0 ..< size).map { _ in UInt8.random(in: 0 ... 255, using: &generator) }
                LexerTestSupport.assertTiles(Lexer.lex(bytes), bytes.count, "random \(size)")
            }
        }
    }

    func testRandomSwiftishBytes() {
        let alphabet = Array("\"#\\()/*'`\n\r {}[]<>?!.,:;=$0a_ \t@é".utf8)
        var generator = SplitMix64(seed: 11)
        for _ in 0 ..< 300 {
            let bytes = (0 ..< 300).map { _ in alphabet.randomElement(using: &generator)! }
            LexerTestSupport.assertTiles(Lexer.lex(bytes), bytes.count, String(decoding: bytes, as: UTF8.self).debugDescription)
        }
    }

    func testInvalidUTF8BecomesUnknownTokens() {
        let bytes: [UInt8] = Array("let a = ".utf8) + [0xFF, 0xC3] + Array(" \"x".utf8) + [0xE2, 0x82] + Array("y\"".utf8)
        let tokens = Lexer.lex(bytes)
        LexerTestSupport.assertTiles(tokens, bytes.count)
        XCTAssertEqual(tokens.filter { $0.kind == .unknown }.count, 2)
    }

    func testUnterminatedLiteralsAreErrors() {
        XCTAssertEqual(Lexer.lex("let s = \"abc\nlet t = 1").first { $0.kind == .unknown }?.start, 8)
        XCTAssertEqual(Lexer.lex("/* never closed").map(\.kind), [.unknown])
        XCTAssertTrue(Lexer.lex("let s = \"\"\"\nabc").contains { $0.kind == .unknown })
        XCTAssertTrue(Lexer.lex("x \\ y").contains { $0.kind == .unknown }, "a lone backslash")
        XCTAssertTrue(Lexer.lex("a\u{01}b").contains { $0.kind == .unknown }, "a control byte")
    }

    func testAMegabyteOfOpenParentheses() {
        let bytes = [UInt8](repeating: UInt8(ascii: "("), count: 1 << 20)
        let tokens = Lexer.lex(bytes)
        XCTAssertEqual(tokens.count, 1 << 20)
        LexerTestSupport.assertTiles(tokens, bytes.count)
    }

    func testHundredThousandNestedComments() {
        let bytes = Array(String(repeating: "/*", count: 100_000).utf8) + Array(String(repeating: "*/", count: 100_000).utf8)
        XCTAssertEqual(Lexer.lex(bytes).map(\.kind), [.blockComment])
    }

    func testDeeplyNestedInterpolation() {
        let depth = 10_000
        let source = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let bytes = Array(source.utf8)
        let tokens = Lexer.lex(bytes)
        LexerTestSupport.assertTiles(tokens, bytes.count)
        XCTAssertFalse(tokens.contains { $0.kind == .unknown })
    }

    /// A ten-megabyte line of code with slashes that could start regexes.
    func testTenMegabyteLine() {
        let unit = Array("a / b + f(/x/) - #/y/# * \"s \\(t) u\" ".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10 << 20)
        while bytes.count < 10 << 20 { bytes += unit }
        LexerTestSupport.assertTiles(Lexer.lex(bytes), bytes.count)
    }

    func testManyUnterminatedMultilineRegexes() {
        let bytes = Array(String(repeating: "x = #/\n", count: 20_000).utf8)
        LexerTestSupport.assertTiles(Lexer.lex(bytes), bytes.count)
    }

    func testLongLineOfRegexLikeSlashes() {
        let bytes = Array(String(repeating: "(/a", count: 200_000).utf8)
        LexerTestSupport.assertTiles(Lexer.lex(bytes), bytes.count)
    }
}
