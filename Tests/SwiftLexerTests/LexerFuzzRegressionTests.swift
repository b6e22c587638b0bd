import XCTest
@testable import SwiftLexer

/// Inputs the `lexer` fuzz target (Fuzz/LexerFuzzer.swift) found. The first
/// pass of a full lex has room for one token per two bytes; input with more
/// tokens overflows it, and the lexer finishes the pass before retrying. A
/// literal opened by the token that overflowed was then marked unterminated
/// through an index one past the buffer: a read out of bounds, which only
/// AddressSanitizer sees (`swift test --sanitize=address`), so these tests
/// also check the results, which a plain run compares.
final class LexerFuzzRegressionTests: XCTestCase {
    /// Every opener of a literal, placed at each token index around the
    /// first pass's capacity (one `(` per byte makes the count exact).
    func testLiteralOpenedByTheTokenThatOverflowsTheFirstPass() {
        for opener in ["\"", "\"\"\"", "#\"", "##\"", "#/", "/a", "'", "`a", "/*"] {
            for parentheses in 20 ... 60 {
                let text = String(repeating: "(", count: parentheses) + opener
                let tokens = Lexer.lex(text)
                LexerTestSupport.assertTiles(tokens, text.utf8.count, "\(parentheses) × ( then \(opener)")
                XCTAssertEqual(tokens.prefix(parentheses).map(\.kind), Array(repeating: .leftParen, count: parentheses), text)
            }
        }
    }

    /// The input the fuzzer first found (minimized): parentheses, control
    /// bytes and newlines.
    func testFirstFoundInput() {
        let bytes: [UInt8] = [0x20, 0x28, 0x01, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1F, 0x0A, 0x0A, 0x0A,
                              0x29, 0x0A, 0x0A, 0x29, 0x0A, 0x20, 0x0A, 0x29, 0x0A]
        LexerTestSupport.assertTiles(Lexer.lex(bytes), bytes.count)
        var store = TokenStore(text: bytes)
        var edited = bytes
        edited.insert(UInt8(ascii: "\""), at: 2)
        edited.withUnsafeBufferPointer { _ = store.applyEdit(replacing: 2 ..< 2, insertedLength: 1, newText: $0) }
        XCTAssertEqual(store.tokens, Lexer.lex(edited))
    }
}
