import XCTest
@testable import FixIts

/// The Support models every rule reads Swift with — where a statement starts and ends, a block's
/// statements, a call's arguments and trailing closures, a list's elements — checked on small sources
/// in the manner of rust-analyzer's middle-layer tests: `check(source, at: marker, …)` finds the code
/// token right after `⟨marker⟩` (the marker is cut from the source) and compares what the model answers,
/// as source text, with what is expected.
final class SyntaxModelTests: XCTestCase {
    /// The file of `source` without its `⟨name⟩` markers, and the code token index after each.
    private func marked(_ source: String) -> (SourceFile, [String: Int]) {
        var text = ""
        var offsets: [String: Int] = [:]
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "⟨"), let close = rest[open...].firstIndex(of: "⟩") {
            text += rest[..<open]
            offsets[String(rest[rest.index(after: open) ..< close])] = text.utf8.count
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        let file = SourceFile(path: "t.swift", text: text)
        return (file, offsets.mapValues { offset in (0 ..< file.count).first { file.code[$0].start >= offset } ?? file.count })
    }

    private func written(_ range: ClosedRange<Int>, in file: SourceFile) -> String {
        file.codeText(from: range.lowerBound, through: range.upperBound)
    }

    private func check(_ source: String, at marker: String, statement expected: String, file line: UInt = #line) {
        let (file, at) = marked(source)
        XCTAssertEqual(written(file.statementBounds(containing: at[marker]!), in: file), expected, line: line)
    }

    private func check(_ source: String, at marker: String, statements expected: [String], atMost limit: Int = .max, file line: UInt = #line) {
        let (file, at) = marked(source)
        XCTAssertEqual(file.statements(inBlockAt: at[marker]!, atMost: limit).map { written($0, in: file) }, expected, line: line)
    }

    private func check(_ source: String, at marker: String, arguments expected: [String], trailing: [String?] = [], file line: UInt = #line) {
        let (file, at) = marked(source)
        guard let call = file.call(named: at[marker]!) else { return XCTFail("no call at ⟨\(marker)⟩", line: line) }
        XCTAssertEqual(call.arguments.map { ($0.label.map { $0 + ": " } ?? "") + written($0.value, in: file) }, expected, line: line)
        XCTAssertEqual(call.trailingClosures.map(\.label), trailing, line: line)
    }

    func testStatementBoundsFollowContinuations() {
        check("let a = 1\n⟨x⟩let b = foo\n    .bar()\n    ?? baz\nlet c = 3\n", at: "x", statement: "let b = foo.bar() ?? baz")
        check("if ok {\n    ⟨x⟩value = 1; other = 2\n}\n", at: "x", statement: "value = 1")
        check("let total = a +\n    ⟨x⟩b\nprint(total)\n", at: "x", statement: "let total = a + b")
        check("guard let x = y else { return }\n⟨x⟩call()\n", at: "x", statement: "call()")
        // `#if` around modifiers belongs to the expression; `#if` around statements does not.
        check("⟨x⟩Text(\"a\")\n    .bold()\n#if os(iOS)\n    .padding()\n#elseif os(macOS)\n    .frame(width: 1)\n#endif\nnext()\n", at: "x",
              statement: "Text(\"a\").bold() #if os(iOS).padding() #elseif os(macOS).frame(width: 1) #endif")
        check("one()\n#if DEBUG\n⟨x⟩log()\n#endif\n", at: "x", statement: "log()")
    }

    func testABlocksStatementsSkipItsSignatureAndStopWhereAsked() {
        check("let v = VStack ⟨x⟩{ item in\n    Text(item)\n        .bold()\n    Spacer(); Divider()\n}\n", at: "x",
              statements: ["Text(item).bold()", "Spacer()", "Divider()"])
        check("func f() ⟨x⟩{\n    one()\n    two()\n    three()\n}\n", at: "x", statements: ["one()", "two()"], atMost: 2)
        check("var body: some View ⟨x⟩{ Text(\"a\") }\n", at: "x", statements: ["Text(\"a\")"])
        let (file, at) = marked("let x = ⟨b⟩{ one(); two() }\nlet y = ⟨c⟩{ only() }\n")
        XCTAssertNil(file.soleStatement(ofBlockAt: at["b"]!))
        XCTAssertEqual(file.soleStatement(ofBlockAt: at["c"]!).map { written($0, in: file) }, "only()")
    }

    func testACallsArgumentsLabelsAndTrailingClosures() {
        check("⟨c⟩Button(\"Save\", role: .destructive, action: { save() })\n", at: "c",
              arguments: ["\"Save\"", "role: .destructive", "action: { save() }"])
        check("⟨c⟩Menu { items() } label: { Label(\"More\", systemImage: \"ellipsis\") }\n", at: "c", arguments: [], trailing: [nil, "label"])
        check("⟨c⟩foo(a: [1, 2], b: (3, 4), _: f(x, y)) { }\n", at: "c", arguments: ["a: [1, 2]", "b: (3, 4)", "_: f(x, y)"], trailing: [nil])
        check("⟨c⟩List<Item>(items) { row in Text(row.name) }\n", at: "c", arguments: ["items"], trailing: [nil])
        // A closure on the next line is not a trailing closure of the call.
        check("⟨c⟩foo(1)\n{ print(2) }()\n", at: "c", arguments: ["1"], trailing: [])
    }

    func testAListsElementsAndTheLabelHoldingAToken() {
        let (file, at) = marked("let columns = ⟨l⟩[GridItem(), GridItem(.flexible(minimum: 1, maximum: 2)), GridItem(),]\nf⟨p⟩(title: \"a\" + ⟨t⟩b, 2)\n")
        XCTAssertEqual(file.elements(inBracketAt: at["l"]!).map { written($0, in: file) },
                       ["GridItem()", "GridItem(.flexible(minimum: 1, maximum: 2))", "GridItem()"])
        XCTAssertEqual(file.argumentLabel(holding: at["t"]!, inCallOpenedAt: at["p"]!), "title")
        XCTAssertEqual(file.calleeName(beforeParen: at["p"]!), "f")
        XCTAssertEqual(file.elements(inBracketAt: at["t"]!), [], "not a bracket")
    }

    func testATernarysMarksFoundFromEitherEnd() {
        let (file, at) = marked("""
        let a = ok ⟨q⟩? f(x ? 1 : 2) : ⟨v⟩[3]
        let b = one ⟨q2⟩? two ⟨q3⟩? 1 ⟨c3⟩: 2 ⟨c2⟩: 3
        f(columns⟨l⟩: [1], rows: 2)
        let c = done ⟨u⟩? { 1 }()
        """)
        let colon = at["v"]! - 1
        XCTAssertEqual(file.ternaryColon(after: at["q"]!), colon, "the inner ternary sits in a call's parentheses")
        XCTAssertEqual(file.ternaryQuestion(before: colon), at["q"]!)
        XCTAssertEqual(file.ternaryColon(after: at["q2"]!), at["c2"]!, "a nested ternary takes the first colon")
        XCTAssertEqual(file.ternaryColon(after: at["q3"]!), at["c3"]!)
        XCTAssertEqual(file.ternaryQuestion(before: at["c2"]!), at["q2"]!)
        XCTAssertEqual(file.ternaryQuestion(before: at["c3"]!), at["q3"]!)
        XCTAssertNil(file.ternaryQuestion(before: at["l"]!), "an argument label's colon")
        XCTAssertNil(file.ternaryColon(after: at["u"]!), "an unfinished ternary")
    }
}
