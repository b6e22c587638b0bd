import SwiftLexer
import XCTest
@testable import DuoLSP

/// The tokens batch mode keeps from its index pass for its lint pass: handed out once, only for the
/// bytes they were lexed from, and never beyond the budget.
final class LexedFilesTests: XCTestCase {
    func testKeptTokensAreHandedOutOnceForTheSameBytesWithinTheBudget() {
        let text = Array("let scale = UIScreen.main.scale\n".utf8)
        let tokens = Lexer.lex(text)
        let cost = text.count + tokens.count * MemoryLayout<Token>.stride
        let lexed = LexedFiles(budget: cost * 2)
        lexed.keep("A.swift", bytes: text, tokens: tokens)
        lexed.keep("B.swift", bytes: text, tokens: tokens)
        lexed.keep("C.swift", bytes: text, tokens: tokens)  // over the budget: not kept
        XCTAssertEqual(lexed.take("A.swift", bytes: text), tokens)
        XCTAssertNil(lexed.take("A.swift", bytes: text), "handed out twice")
        XCTAssertNil(lexed.take("B.swift", bytes: text + Array("// edited\n".utf8)), "tokens of other bytes")
        XCTAssertNil(lexed.take("B.swift", bytes: text), "a refused entry is dropped")
        XCTAssertNil(lexed.take("C.swift", bytes: text), "kept beyond the budget")
        // What was taken frees its room.
        lexed.keep("D.swift", bytes: text, tokens: tokens)
        XCTAssertEqual(lexed.take("D.swift", bytes: text), tokens)
    }
}
