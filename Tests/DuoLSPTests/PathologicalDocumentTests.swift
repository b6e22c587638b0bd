import Foundation
import JSONRPC
import XCTest

/// Documents no one writes but some tools generate: a large file, a 1 MB
/// line, 10,000 levels of nesting, 100,000 findings. `duo-lsp lint` and the
/// server must finish them with every finding right. No timing is asserted;
/// a quadratic path shows as a test that does not finish. Sizes suit the
/// debug build in CI; `DUO_LSP_LARGE_FILE_MB=50` runs the large file at the
/// size measured for the README (release build).
final class PathologicalDocumentTests: XCTestCase {
    // MARK: The documents

    /// One copy of the sample app's sources: code with findings of several rules.
    static let sample: String = {
        let root = DuoBinary.packageRoot.appendingPathComponent("Samples/TravelJournal")
        let files = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return files.map { (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) ?? "" }.joined(separator: "\n")
    }()

    static var largeFileCopies: Int {
        let megabytes = ProcessInfo.processInfo.environment["DUO_LSP_LARGE_FILE_MB"].flatMap(Int.init) ?? 4
        return megabytes * 1_000_000 / sample.utf8.count + 1
    }

    /// One line of a megabyte: statements with a finding each and text whose
    /// UTF-8 and UTF-16 lengths differ.
    static let statement = "let s = UIScreen.main.scale; let t = \"é🐶\"; "
    static let longLineCount = 1_000_000 / statement.utf8.count
    static let longLine = "import UIKit\nfinal class V: UIView { func f() { " + String(repeating: statement, count: longLineCount) + "} }\n"

    static let depth = 10_000
    /// Nested every way the lexer and the bracket and scope trees know, and
    /// left open; only the closures hold a finding, at the innermost level.
    static let nested: [(name: String, text: String, findings: Int)] = [
        ("braces", "func f() " + String(repeating: "{ ", count: depth) + String(repeating: "}", count: depth) + "\n", 0),
        ("parentheses", "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n", 0),
        ("brackets", "let x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n", 0),
        ("closures", "import UIKit\nfinal class V: UIView { func f() {\n" + String(repeating: "run {\n", count: depth)
            + "let s = UIScreen.main.scale\n" + String(repeating: "}\n", count: depth) + "} }\n", 1),
        ("interpolations", "let s = " + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth) + "\n", 0),
        ("comments", String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "\nlet x = 1\n", 0),
        ("unclosed", String(repeating: "{", count: depth) + String(repeating: "(", count: depth) + String(repeating: "[", count: depth) + "\n", 0),
    ]

    static let manyFindingsCount = 100_000
    static let manyFindings = "import UIKit\nfinal class V: UIView { func f() {\n"
        + String(repeating: "let s = UIScreen.main.scale\n", count: manyFindingsCount) + "} }\n"

    // MARK: Command line

    func testLargeFileHasEveryCopysFindings() throws {
        let tree = try FixtureTree()
        try tree.write("One.swift", Self.sample)
        try tree.write("Large.swift", String(repeating: Self.sample + "\n", count: Self.largeFileCopies))
        let perCopy = findingLines(try DuoBinary.run(["lint", "--exit-zero", "One.swift"], in: tree.root).stdout).count
        XCTAssertGreaterThan(perCopy, 0)
        let large = try DuoBinary.run(["lint", "--exit-zero", "Large.swift"], in: tree.root)
        XCTAssertEqual(large.status, 0, large.stderr)
        XCTAssertEqual(findingLines(large.stdout).count, perCopy * Self.largeFileCopies)
    }

    func testMegabyteLine() throws {
        let tree = try FixtureTree()
        try tree.write("Long.swift", Self.longLine)
        let result = try DuoBinary.run(["lint", "--exit-zero", "--select", "DUO101", "Long.swift"], in: tree.root)
        let lines = findingLines(result.stdout)
        XCTAssertEqual(lines.count, Self.longLineCount)
        // Columns are 1-based bytes: the last finding is in the last statement.
        let prefix = "import UIKit\n".utf8.count
        let lastColumn = Self.longLine.utf8.count - prefix - "} }\n".utf8.count - Self.statement.utf8.count + "let s = ".utf8.count + 1
        XCTAssertEqual(lines.last?.hasPrefix("Long.swift:2:\(lastColumn): "), true, String(lines.last ?? ""))
    }

    func testTenThousandLevelsOfNesting() throws {
        let tree = try FixtureTree()
        for document in Self.nested { try tree.write("\(document.name).swift", document.text) }
        for document in Self.nested {
            let result = try DuoBinary.run(["lint", "--exit-zero", "\(document.name).swift"], in: tree.root)
            XCTAssertEqual(result.status, 0, "\(document.name): \(result.stderr)")
            XCTAssertEqual(findingLines(result.stdout).count, document.findings, "\(document.name): \(result.stdout.prefix(500))")
        }
        let closures = try DuoBinary.run(["lint", "--exit-zero", "closures.swift"], in: tree.root)
        XCTAssertTrue(closures.stdout.hasPrefix("closures.swift:\(Self.depth + 3):9: "), closures.stdout)
    }

    func testHundredThousandFindings() throws {
        let tree = try FixtureTree()
        try tree.write("Many.swift", Self.manyFindings)
        let result = try DuoBinary.run(["lint", "--exit-zero", "Many.swift"], in: tree.root)
        let lines = findingLines(result.stdout)
        XCTAssertEqual(lines.count, Self.manyFindingsCount)
        XCTAssertEqual(lines.last?.hasPrefix("Many.swift:\(Self.manyFindingsCount + 2):9: "), true, String(lines.last ?? ""))
        XCTAssertTrue(result.stderr.contains("Found \(Self.manyFindingsCount) findings"), result.stderr)
    }

    // MARK: Server

    /// The same documents in one session (UTF-16 positions, the default),
    /// then a normal document: the server is still right and exits cleanly.
    func testServerPublishesEveryFinding() throws {
        let client = try LSPTestClient()
        client.initialize()

        let long = publish(client, "Long.swift", Self.longLine)
        let longFindings = long?.filter { $0["code"]?.stringValue == "DUO101" } ?? []
        XCTAssertEqual(longFindings.count, Self.longLineCount)
        // UTF-16: é is one unit, 🐶 two, against two and four bytes in UTF-8.
        let unitsBefore = "final class V: UIView { func f() { ".utf16.count + (Self.longLineCount - 1) * Self.statement.utf16.count + "let s = ".utf16.count
        XCTAssertEqual(longFindings.last?["range"]?["start"], .object(["line": 1, "character": .integer(Int64(unitsBefore))]))

        for document in Self.nested {
            let findings = publish(client, "\(document.name).swift", document.text)
            XCTAssertEqual(findings?.count, document.findings, document.name)
        }

        let many = publish(client, "Many.swift", Self.manyFindings)
        XCTAssertEqual(many?.count, Self.manyFindingsCount)
        XCTAssertEqual(many?.last?["range"]?["start"]?["line"]?.intValue, Self.manyFindingsCount + 1)

        let known = publish(client, "Known.swift", ServerSessionTests.source)
        XCTAssertEqual(known?.compactMap { $0["code"]?.stringValue }, ["DUO101", "DUO103"])
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    // MARK: Helpers

    private func findingLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") || $0.contains(": info: ") }
    }

    /// Opens the document and returns the diagnostics published for it, then closes it.
    private func publish(_ client: LSPTestClient, _ name: String, _ text: String) -> [JSONValue]? {
        let uri = "file:///tmp/duo-lsp-pathological/\(name)"
        client.open(uri, text)
        let published = client.waitFor("diagnostics of \(name)", timeout: 120) {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
        }
        client.notify("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])]))
        _ = client.notification("textDocument/publishDiagnostics") { $0["params"]?["uri"]?.stringValue == uri }  // the clearing one
        return published?["params"]?["diagnostics"]?.arrayValue
    }
}
