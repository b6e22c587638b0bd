import XCTest
@testable import SwiftLexer

final class LiteralFormTests: XCTestCase {
    private func assertTokens(_ source: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(LexerTestSupport.significant(source), expected, file: file, line: line)
    }

    func testNestedInterpolation() {
        assertTokens(#""a\(b["k"] + "\(c)")""#, [
            "stringQuote \"", "stringSegment a", "backslash \\", "interpolationOpen (",
            "identifier b", "leftSquare [", "stringQuote \"", "stringSegment k", "stringQuote \"", "rightSquare ]",
            "binaryOperator +", "stringQuote \"", "backslash \\", "interpolationOpen (", "identifier c",
            "interpolationClose )", "stringQuote \"", "interpolationClose )", "stringQuote \"",
        ])
    }

    func testParenthesesInsideInterpolation() {
        assertTokens(#""\(f(x) + (y))!""#, [
            "stringQuote \"", "backslash \\", "interpolationOpen (", "identifier f", "leftParen (", "identifier x",
            "rightParen )", "binaryOperator +", "leftParen (", "identifier y", "rightParen )", "interpolationClose )",
            "stringSegment !", "stringQuote \"",
        ])
    }

    func testEscapedNewlineEndsASegment() {
        assertTokens(#""x\ny\tz""#, ["stringQuote \"", "stringSegment x\\n", "stringSegment y\\tz", "stringQuote \""])
    }

    func testRawStringsAndRawInterpolation() {
        assertTokens(##"#"a\(b)\#(c)"#"##, [
            "rawStringDelimiter #", "stringQuote \"", "stringSegment a\\(b)", "backslash \\", "rawStringDelimiter #",
            "interpolationOpen (", "identifier c", "interpolationClose )", "stringQuote \"", "rawStringDelimiter #",
        ])
        assertTokens(###"##"q"#"##"###, ["rawStringDelimiter ##", "stringQuote \"", "stringSegment q\"#", "stringQuote \"", "rawStringDelimiter ##"])
        // `#"""#` is a single-line raw string holding one quote.
        assertTokens(##"#"""#"##, ["rawStringDelimiter #", "stringQuote \"", "stringSegment \"", "stringQuote \"", "rawStringDelimiter #"])
    }

    func testMultilineStringIndentationIsTrivia() {
        let source = "let s = \"\"\"\n    one \\(x)\n      two\n    \"\"\"\n"
        assertTokens(source, [
            "keyword let", "identifier s", "equal =", "multilineStringQuote \"\"\"", "stringSegment one ", "backslash \\",
            "interpolationOpen (", "identifier x", "interpolationClose )", "stringSegment \n", "stringSegment   two",
            "multilineStringQuote \"\"\"",
        ])
        let trivia = Lexer.lex(source).filter { $0.kind == .stringTrivia }.map { String(decoding: Array(source.utf8)[$0.range], as: UTF8.self) }
        XCTAssertEqual(trivia, ["\n", "    ", "    ", "\n", "    "])
    }

    func testMultilineLineContinuation() {
        assertTokens("\"\"\"\n  a\\\n  b\n  \"\"\"", ["multilineStringQuote \"\"\"", "stringSegment a", "stringSegment b", "multilineStringQuote \"\"\""])
    }

    func testRegexLiteralsAndDivision() {
        assertTokens("a / b / c", ["identifier a", "binaryOperator /", "identifier b", "binaryOperator /", "identifier c"])
        assertTokens("f(/[a-z]+/)", ["identifier f", "leftParen (", "regexSlash /", "regexPattern [a-z]+", "regexSlash /", "rightParen )"])
        assertTokens("x = #/a/b/#", ["identifier x", "equal =", "regexPoundDelimiter #", "regexSlash /", "regexPattern a/b", "regexSlash /", "regexPoundDelimiter #"])
        assertTokens("(x) / 2 / y", ["leftParen (", "identifier x", "rightParen )", "binaryOperator /", "integerLiteral 2", "binaryOperator /", "identifier y"])
        assertTokens("!/ab/.isEmpty", ["prefixOperator !", "regexSlash /", "regexPattern ab", "regexSlash /", "period .", "identifier isEmpty"])
        // `/ x /` starts with a space: operators, not a regex (as swift-syntax lexes it).
        assertTokens("foo(/ x /)", ["identifier foo", "leftParen (", "binaryOperator /", "identifier x", "binaryOperator /", "rightParen )"])
    }

    func testMultilineExtendedRegex() {
        let source = "let r = #/\n  a+ # comment\n  /#"
        assertTokens(source, ["keyword let", "identifier r", "equal =", "regexPoundDelimiter #", "regexSlash /",
                              "regexPattern \n  a+ # comment\n  ", "regexSlash /", "regexPoundDelimiter #"])
    }

    func testNumberForms() {
        assertTokens("0x1F 0o17 0b1010_1 1_000 3.14 1e-5 0x1p-2 0x1.8p3", [
            "integerLiteral 0x1F", "integerLiteral 0o17", "integerLiteral 0b1010_1", "integerLiteral 1_000",
            "floatLiteral 3.14", "floatLiteral 1e-5", "floatLiteral 0x1p-2", "floatLiteral 0x1.8p3",
        ])
        assertTokens("x.0.1 4.description 0xff.max", [
            "identifier x", "period .", "integerLiteral 0", "period .", "integerLiteral 1", "integerLiteral 4",
            "period .", "identifier description", "integerLiteral 0xff", "period .", "identifier max",
        ])
    }

    func testIdentifiers() {
        assertTokens("`class` $0 $foo café 🐶 _ self", [
            "identifier `class`", "dollarIdentifier $0", "identifier $foo", "identifier café", "identifier 🐶",
            "wildcard _", "keyword self",
        ])
    }

    func testPoundForms() {
        assertTokens("#if DEBUG\n#elseif os(iOS)\n#else\n#endif", [
            "poundKeyword #if", "identifier DEBUG", "poundKeyword #elseif", "identifier os", "leftParen (",
            "identifier iOS", "rightParen )", "poundKeyword #else", "poundKeyword #endif",
        ])
        assertTokens("#available(iOS 17.0, *) #selector(f)", [
            "poundKeyword #available", "leftParen (", "identifier iOS", "integerLiteral 17", "period .", "integerLiteral 0",
            "comma ,", "binaryOperator *", "rightParen )", "pound #", "identifier selector", "leftParen (", "identifier f", "rightParen )",
        ])
    }

    func testAttributes() {
        assertTokens("@available(iOS 15.0, *) @MainActor", [
            "atSign @", "identifier available", "leftParen (", "identifier iOS", "integerLiteral 15", "period .",
            "integerLiteral 0", "comma ,", "binaryOperator *", "rightParen )", "atSign @", "identifier MainActor",
        ])
    }

    func testOperatorsAndPunctuation() {
        assertTokens("a?.b ?? c! -> &d", [
            "identifier a", "postfixQuestionMark ?", "period .", "identifier b", "binaryOperator ??", "identifier c",
            "exclamationMark !", "arrow ->", "prefixAmpersand &", "identifier d",
        ])
        assertTokens("x...y ..<z", ["identifier x", "binaryOperator ...", "identifier y", "prefixOperator ..<", "identifier z"])
        // A comment after an operator counts as whitespace: `+` is postfix here.
        assertTokens("a+/* c */b", ["identifier a", "postfixOperator +", "identifier b"])
    }

    func testGenericClosersAreSplit() {
        assertTokens("Result<Array<Int>, Error>?", [
            "identifier Result", "leftAngle <", "identifier Array", "leftAngle <", "identifier Int", "rightAngle >",
            "comma ,", "identifier Error", "rightAngle >", "postfixQuestionMark ?",
        ])
        assertTokens("x >> 2", ["identifier x", "binaryOperator >>", "integerLiteral 2"])
    }
}
