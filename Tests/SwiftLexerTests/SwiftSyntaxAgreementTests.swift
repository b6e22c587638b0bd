import XCTest
@testable import SwiftLexer

/// Rare input on which the lexer once disagreed with swift-syntax (as
/// `scripts/compare-tokens.sh --include-unexpected` shows it, the parser's
/// re-lexing included). The expectations are swift-syntax's token
/// boundaries; kinds are ours (an unterminated literal's first piece is
/// `unknown`, text the compiler skips with a diagnostic is trivia shown as
/// `unexpectedText`, as swift-syntax's trivia of that name).
final class SwiftSyntaxAgreementTests: XCTestCase {
    /// What `duo-lsp tokens` prints: every token but spaces, line breaks and
    /// multi-line string indentation, as `kind text`.
    private func printed(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.lex(bytes).filter { ![.whitespace, .newline, .stringTrivia].contains($0.kind) }
            .map { "\($0.kind.displayName) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
    }

    private func assertPrinted(_ source: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(printed(source), expected, file: file, line: line)
        LexerTestSupport.assertTiles(Lexer.lex(Array(source.utf8)), source.utf8.count, source, file: file, line: line)
    }

    // MARK: `::`

    func testModuleSelectorColonsAreOneToken() {
        assertPrinted(#"Swift::print("x")"#, [
            "identifier Swift", "colonColon ::", "identifier print", "leftParen (", "stringQuote \"", "stringSegment x",
            "stringQuote \"", "rightParen )",
        ])
        assertPrinted("let t: ::Int = a :: b", [
            "keyword let", "identifier t", "colon :", "colonColon ::", "identifier Int", "equal =", "identifier a",
            "colonColon ::", "identifier b",
        ])
        // Three colons: the first two pair up.
        assertPrinted("a:::b", ["identifier a", "colonColon ::", "colon :", "identifier b"])
        assertPrinted("[:]", ["leftSquare [", "colon :", "rightSquare ]"])
    }

    // MARK: No-break space and byte-order mark

    func testNoBreakSpaceIsUnexpectedText() {
        assertPrinted("let\u{A0}x = 1", ["keyword let", "unexpectedText \u{A0}", "identifier x", "equal =", "integerLiteral 1"])
        // A run of them is one piece, as in swift-syntax.
        assertPrinted("x\u{A0}\u{A0}+ 2", ["identifier x", "unexpectedText \u{A0}\u{A0}", "binaryOperator +", "integerLiteral 2"])
        XCTAssertTrue(Lexer.lex(Array("let\u{A0}x".utf8))[1].kind.isTrivia, "trivia to the rules")
    }

    func testByteOrderMarkIsUnexpectedTextAnywhere() {
        assertPrinted("\u{FEFF}let x", ["unexpectedText \u{FEFF}", "keyword let", "identifier x"])
        assertPrinted("let x = 1\n\u{FEFF}let y = 2", [
            "keyword let", "identifier x", "equal =", "integerLiteral 1", "unexpectedText \u{FEFF}", "keyword let",
            "identifier y", "equal =", "integerLiteral 2",
        ])
        // After a name it continues the name (swift-syntax: `z\u{FEFF}`, 4 bytes).
        assertPrinted("z\u{FEFF}= 3", ["identifier z\u{FEFF}", "equal =", "integerLiteral 3"])
    }

    // MARK: Versions in availability lists

    func testVersionComponentsAreNumbersAfterTheSplit() {
        func version(_ text: String) -> [String] {
            Array(printed("@available(iOS \(text), *)").dropFirst(4).dropLast(3))
        }
        XCTAssertEqual(version("10.0e10"), ["integerLiteral 10", "period .", "floatLiteral 0e10"])
        XCTAssertEqual(version("1.0.0xff"), ["integerLiteral 1", "period .", "integerLiteral 0", "period .", "integerLiteral 0xff"])
        XCTAssertEqual(version("1.2.3e4"), ["integerLiteral 1", "period .", "integerLiteral 2", "period .", "floatLiteral 3e4"])
        XCTAssertEqual(version("1.0abc"), ["integerLiteral 1", "period .", "integerLiteral 0abc"])
        XCTAssertEqual(version("1.0_1"), ["integerLiteral 1", "period .", "integerLiteral 0_1"])
        XCTAssertEqual(version("10.0.5e"), ["integerLiteral 10", "period .", "integerLiteral 0", "period .", "floatLiteral 5e"])
        XCTAssertEqual(version("1.2.3.4"), ["integerLiteral 1", "period .", "integerLiteral 2", "period .", "integerLiteral 3",
                                           "period .", "integerLiteral 4"])
        // A hex float is not split (its digits before `.` are not all decimal).
        XCTAssertEqual(version("0x1.0p1"), ["floatLiteral 0x1.0p1"])
        XCTAssertEqual(version("15.0"), ["integerLiteral 15", "period .", "integerLiteral 0"])
        XCTAssertEqual(version("15"), ["integerLiteral 15"])
        // Outside an availability list a float stays whole.
        XCTAssertEqual(printed("x = 10.0e10"), ["identifier x", "equal =", "floatLiteral 10.0e10"])
    }

    // MARK: A `/` where a statement starts

    func testSlashStartingAStatementIsARegex() {
        // The parser re-lexes it as a regex literal, even with a space after it, to the end of the line.
        assertPrinted("struct S {\n/ ###line 25 \"line-directive.swift\"\n}", [
            "keyword struct", "identifier S", "leftBrace {", "unknown /", "regexPattern  ###line 25 \"line-directive.swift\"",
            "rightBrace }",
        ])
        assertPrinted("let a = { / x }", ["keyword let", "identifier a", "equal =", "leftBrace {", "unknown /", "regexPattern  x }"])
        assertPrinted("struct S {\n  / x /\n}", ["keyword struct", "identifier S", "leftBrace {", "regexSlash /", "regexPattern  x ",
                                                 "regexSlash /", "rightBrace }"])
        assertPrinted("/ x", ["unknown /", "regexPattern  x"])
        assertPrinted("a; / x", ["identifier a", "semicolon ;", "unknown /", "regexPattern  x"])
        assertPrinted("func f() {\n  return\n/ x\n}", [
            "keyword func", "identifier f", "leftParen (", "rightParen )", "leftBrace {", "keyword return", "unknown /",
            "regexPattern  x", "rightBrace }",
        ])
    }

    func testSlashContinuingAnExpressionDivides() {
        assertPrinted("let a = 1\n/ x", ["keyword let", "identifier a", "equal =", "integerLiteral 1", "binaryOperator /", "identifier x"])
        assertPrinted("f(\n/ x\n)", ["identifier f", "leftParen (", "binaryOperator /", "identifier x", "rightParen )"])
        assertPrinted("if a {}\n/ x", ["keyword if", "identifier a", "leftBrace {", "rightBrace }", "binaryOperator /", "identifier x"])
        assertPrinted("S {\n/x\n}", ["identifier S", "leftBrace {", "prefixOperator /", "identifier x", "rightBrace }"])
        assertPrinted("func / (a: Int) {}", ["keyword func", "binaryOperator /", "leftParen (", "identifier a", "colon :", "identifier Int",
                                             "rightParen )", "leftBrace {", "rightBrace }"])
        XCTAssertEqual(printed("x = a / b / c").filter { $0.hasPrefix("binaryOperator") }.count, 2)
    }

    // MARK: Conflict markers

    func testConflictMarkersInCodeAreSkipped() {
        let conflict = "<<<<<<< HEAD\nlet x = 1\n=======\nlet x = 2\n>>>>>>> other"
        assertPrinted("let a = 0\n\(conflict)\nprint(x)", [
            "keyword let", "identifier a", "equal =", "integerLiteral 0", "unexpectedText \(conflict)", "identifier print", "leftParen (",
            "identifier x", "rightParen )",
        ])
        // Perforce style: the line after the closing `<<<<` goes with it, as in swift-syntax.
        let perforce = ">>>> ORIGINAL\nvar a = 1\n==== THEIRS\nvar a = 2\n<<<<\nprint(a)"
        assertPrinted(perforce + "\nf()", ["unexpectedText \(perforce)", "identifier f", "leftParen (", "rightParen )"])
        // Not markers: indented, without the space, or never closed.
        XCTAssertEqual(printed("a\n  <<<<<<< b\n  >>>>>>> b"), ["identifier a", "binaryOperator <<<<<<<", "identifier b",
                                                                 "binaryOperator >>>>>>>", "identifier b"])
        XCTAssertEqual(printed("<<<<<<<\"HEAD\"\n>>>>>>>\"x\""), [
            "prefixOperator <<<<<<<", "stringQuote \"", "stringSegment HEAD", "stringQuote \"", "prefixOperator >>>>>>>",
            "stringQuote \"", "stringSegment x", "stringQuote \"",
        ])
        XCTAssertEqual(printed("a\n<<<<<<< b\nc"), ["identifier a", "binaryOperator <<<<<<<", "identifier b", "identifier c"])
    }

    func testConflictMarkersAndLineDirectivesInsideStringsAreText() {
        assertPrinted("let m = \"\"\"\n  <<<<<<< HEAD\n  #line 25 \"file\"\n  >>>>>>> x\n  \"\"\"", [
            "keyword let", "identifier m", "equal =", "multilineStringQuote \"\"\"", "stringSegment <<<<<<< HEAD\n",
            "stringSegment #line 25 \"file\"\n", "stringSegment >>>>>>> x", "multilineStringQuote \"\"\"",
        ])
        assertPrinted("let m = \"\"\"\n<<<<<<< HEAD\n>>>>>>> x\n\"\"\"", [
            "keyword let", "identifier m", "equal =", "multilineStringQuote \"\"\"", "stringSegment <<<<<<< HEAD\n",
            "stringSegment >>>>>>> x", "multilineStringQuote \"\"\"",
        ])
        assertPrinted(##"let w = "#line 25 \"file\"""##, ["keyword let", "identifier w", "equal =", "stringQuote \"",
                                                     "stringSegment #line 25 \\\"file\\\"", "stringQuote \""])
        assertPrinted("#line 25 \"file\"", ["pound #", "identifier line", "integerLiteral 25", "stringQuote \"", "stringSegment file",
                                            "stringQuote \""])
    }
}
