import XCTest
@testable import FixIts

/// Nothing is flagged inside comments or string literals (ARCHITECTURE.md, invariants): every Swift
/// fixture and every rule's documented example, commented out line by line and wrapped whole in a raw
/// multi-line string, gives no finding. DUO403 is about the text of strings (a hard-coded "Face ID"),
/// so inside a string it may speak.
final class CommentsAndStringsTests: XCTestCase {
    private static let aboutStringText: Set<String> = ["DUO403"]

    /// The sources: each fixture with its configuration, and each rule's example.
    private func sources() throws -> [(name: String, text: String, configuration: Configuration)] {
        var sources = try Fixture.all().map { ($0.name, String(decoding: $0.bytes, as: UTF8.self), $0.configuration) }
        for rule in RuleRegistry.all where !rule.documentation.example.isEmpty && !rule.documentation.example.hasPrefix("<") {
            sources.append(("\(rule.code) example", rule.documentation.example, Configuration()))
        }
        return sources
    }

    /// `// ` before every line.
    static func commentedOut(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
    }

    /// `let text = #"""` … `"""#`, with more `#` than any run in the text (nothing in it ends the
    /// literal or interpolates).
    static func inRawString(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text.utf8 {
            run = character == UInt8(ascii: "#") ? run + 1 : 0
            longest = max(longest, run)
        }
        let pounds = String(repeating: "#", count: longest + 1)
        return "let text = \(pounds)\"\"\"\n\(text)\n\"\"\"\(pounds)\n"
    }

    private func findings(_ text: String, named name: String, _ configuration: Configuration) -> [Diagnostic] {
        Linter(configuration: configuration).lint(SourceFile(path: name.replacingOccurrences(of: " ", with: "-") + ".swift", text: text))
    }

    func testNothingIsFlaggedInsideComments() throws {
        var checked = 0
        for (name, text, configuration) in try sources() {
            let found = findings(Self.commentedOut(text), named: name, configuration)
            XCTAssertEqual(found.map(\.code), [], "\(name), commented out: \(found.map { "\($0.code) \($0.message)" })")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testNothingIsFlaggedInsideStrings() throws {
        var checked = 0
        for (name, text, configuration) in try sources() {
            let found = findings(Self.inRawString(text), named: name, configuration).filter { !Self.aboutStringText.contains($0.code) }
            XCTAssertEqual(found.map(\.code), [], "\(name), in a string: \(found.map { "\($0.code) \($0.message)" })")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// The wrapping itself: the fixtures as they are do have findings, and the wrapped text is one comment
    /// per line or one string literal (else the tests above would prove nothing).
    func testTheWrappedSourcesAreCommentsAndStrings() throws {
        let all = try sources()
        XCTAssertGreaterThan(all.filter { !findings($0.text, named: $0.name, $0.configuration).isEmpty }.count, 100)
        for (name, text, _) in all {
            let commented = SourceFile(path: "c.swift", text: Self.commentedOut(text))
            XCTAssertEqual(commented.count, 0, "\(name): code left after commenting out")
            let quoted = SourceFile(path: "s.swift", text: Self.inRawString(text))
            XCTAssertTrue(quoted.code.dropFirst(3).allSatisfy { [.stringSegment, .multilineStringQuote, .rawStringDelimiter].contains($0.kind) },
                          "\(name): code outside the string: \(quoted.code.dropFirst(3).filter { ![.stringSegment, .multilineStringQuote, .rawStringDelimiter].contains($0.kind) }.map(\.kind))")
        }
    }
}
