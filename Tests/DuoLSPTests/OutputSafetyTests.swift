import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Text from outside (file names, configuration text, arguments) cannot
/// forge output lines, send escape sequences to the terminal or make XML
/// invalid, and is quoted at a bounded length.
final class OutputSafetyTests: XCTestCase {
    private static let fixable = CLIFixAndExitTests.fixable
    /// A bell, a newline and an escape in one file name.
    private static let name = "Bell\u{7}\nforged\u{1B}[2J.swift"
    private static let shown = #"Bell\x07\x0Aforged\x1B[2J.swift"#

    func testControlCharactersInANameAreEscapedInText() throws {
        let tree = try FixtureTree()
        try tree.write(Self.name, Self.fixable)
        let text = try DuoBinary.run(["lint", "--exit-zero", "--color", "always"], in: tree.root)
        XCTAssertFalse(text.stdout.contains("\u{7}") || text.stdout.contains("\u{1B}[2J"), text.stdout)
        let lines = text.stdout.split(separator: "\n").filter { $0.contains("warning") }
        XCTAssertEqual(lines.count, 1, text.stdout)
        XCTAssertTrue(lines.first?.contains(Self.shown + ":6:21:") == true, text.stdout)

        let diff = try DuoBinary.run(["lint", "--diff"], in: tree.root)
        XCTAssertTrue(diff.stdout.hasPrefix("--- \(Self.shown)\n+++ \(Self.shown)\n"), diff.stdout)
    }

    func testControlCharactersInANameMakeValidXML() throws {
        let tree = try FixtureTree()
        try tree.write(Self.name, Self.fixable)
        for format in ["junit", "checkstyle"] {
            let result = try DuoBinary.run(["lint", "--exit-zero", "--format", format], in: tree.root)
            XCTAssertFalse(result.stdout.contains("&#7;") || result.stdout.contains("&#27;"), result.stdout)
            XCTAssertTrue(result.stdout.contains(Self.shown), result.stdout)
            let parser = XMLParser(data: Data(result.stdout.utf8))
            XCTAssertTrue(parser.parse(), "\(format): \(parser.parserError.map { "\($0)" } ?? "") \(result.stdout)")
        }
    }

    /// A key that sends an escape sequence, and one a megabyte long.
    func testConfigurationTextInErrorsIsEscapedAndBounded() throws {
        let tree = try FixtureTree()
        try tree.write("A.swift", "let x = 1\n")
        try tree.write(".duo-lsp.json", "{\"\\u001b[31mred\": 1}")
        let escape = try DuoBinary.run(["lint"], in: tree.root)
        XCTAssertEqual(escape.status, 2)
        XCTAssertFalse(escape.stderr.contains("\u{1B}"), escape.stderr)
        XCTAssertTrue(escape.stderr.contains(#""\x1B[31mred": unknown setting"#), escape.stderr)

        try tree.write(".duo-lsp.json", "{\"\(String(repeating: "k", count: 1_000_000))\": 1}")
        let long = try DuoBinary.run(["lint"], in: tree.root)
        XCTAssertEqual(long.status, 2)
        XCTAssertLessThan(long.stderr.utf8.count, 1000, "the key was quoted whole")
        let option = try DuoBinary.run(["lint", "--" + String(repeating: "x", count: 100_000)], in: tree.root)
        XCTAssertEqual(option.status, 2)
        XCTAssertLessThan(option.stderr.utf8.count, 1000, "the option was quoted whole")
    }

    func testDoubleDashEndsTheOptions() throws {
        let tree = try FixtureTree()
        try tree.write("-dash.swift", Self.fixable)
        let findings = try DuoBinary.lintFindings(["--", "-dash.swift"], in: tree.root)
        XCTAssertEqual(findings.compactMap { $0["path"]?.stringValue }, ["-dash.swift"])
        let report = try DuoBinary.run(["report", "--format", "json", "--", "-dash.swift"], in: tree.root)
        XCTAssertEqual(report.status, 0, report.stderr)
        XCTAssertTrue(report.stdout.contains("\"findings\""), report.stdout)
    }

    // MARK: Files written and read besides the sources

    /// A cloned repository's baseline that links to a file elsewhere is
    /// neither read nor quoted; nor one named by a path out of the folder.
    func testConfigurationBaselineOutOfItsFolderIsRefused() throws {
        let tree = try FixtureTree()
        let outside = try FixtureTree()
        let secret = try outside.write("secret", "root:x:0:0:secret\n")
        try tree.write("A.swift", Self.fixable)
        try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent(".duo-baseline.json").path,
                                                   withDestinationPath: secret.path)
        for baseline in [".duo-baseline.json", "../\(outside.root.lastPathComponent)/secret", secret.path] {
            try tree.write(".duo-lsp.json", "{\"baseline\": \"\(baseline)\"}")
            let result = try DuoBinary.run(["lint"], in: tree.root)
            XCTAssertEqual(result.status, 2, "\(baseline): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("leads out of the configuration's folder"), "\(baseline): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("'r'") || result.stderr.contains("root:"), "\(baseline): \(result.stderr)")
        }
        // Named on the command line, it is read: and not quoted either.
        try FileManager.default.removeItem(at: tree.root.appendingPathComponent(".duo-lsp.json"))
        let named = try DuoBinary.run(["lint", "--baseline", secret.path, "A.swift"], in: tree.root)
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("not a duo-lsp baseline (not JSON)"), named.stderr)
        XCTAssertFalse(named.stderr.contains("'r'") || named.stderr.contains("root:"), named.stderr)
    }

    func testWritesThroughALinkOutOfTheProjectAreRefused() throws {
        let tree = try FixtureTree()
        let outside = try FixtureTree()
        let victim = try outside.write("victim", "keep me\n")
        try tree.write("A.swift", Self.fixable)
        for name in [".duo-baseline.json", "report.html"] {
            try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent(name).path, withDestinationPath: victim.path)
        }
        let baseline = try DuoBinary.run(["lint", "--write-baseline", ".duo-baseline.json"], in: tree.root)
        XCTAssertEqual(baseline.status, 2, baseline.stderr)
        XCTAssertTrue(baseline.stderr.contains(".duo-baseline.json: a link leads it out of the project"), baseline.stderr)
        let report = try DuoBinary.run(["report", "-o", "report.html"], in: tree.root)
        XCTAssertEqual(report.status, 2, report.stderr)
        XCTAssertTrue(report.stderr.contains("report.html: a link leads it out of the project"), report.stderr)
        XCTAssertEqual(try outside.read("victim"), "keep me\n")

        // A path given outside the project is written as given.
        let direct = try DuoBinary.run(["report", "-o", outside.root.appendingPathComponent("report.html").path], in: tree.root)
        XCTAssertEqual(direct.status, 0, direct.stderr)
        XCTAssertTrue(try outside.read("report.html").contains("<html"))
    }
}
