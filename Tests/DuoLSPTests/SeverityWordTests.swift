import Foundation
import JSONRPC
import XCTest

/// Each severity has two spellings, its name (`info`, `hint`: JSON, the
/// configuration, LSP) and swiftc's word (`note`, `remark`: the text
/// output), and every place that takes a severity accepts both.
final class SeverityWordTests: XCTestCase {
    private static let finding = "import UIKit\nfinal class V: UIView { func f() { _ = UIScreen.main.scale } }\n"

    func testConfigurationTakesBothSpellings() throws {
        for (word, name, printed) in [("note", "info", "note"), ("info", "info", "note"), ("remark", "hint", "remark"), ("hint", "hint", "remark")] {
            let tree = try FixtureTree()
            try tree.write("A.swift", Self.finding)
            try tree.write(".duo-lsp.json", #"{ "severity": { "DUO101": "\#(word)" } }"#)
            let findings = try DuoBinary.lintFindings(in: tree.root)
            XCTAssertEqual(findings.first?["severity"]?.stringValue, name, word)
            let text = try DuoBinary.run(["lint", "--exit-zero"], in: tree.root)
            XCTAssertTrue(text.stdout.contains(": \(printed): "), "\(word): \(text.stdout)\(text.stderr)")
        }
    }

    func testFailOnTakesBothSpellings() throws {
        let tree = try FixtureTree()
        try tree.write("A.swift", Self.finding)
        try tree.write(".duo-lsp.json", #"{ "severity": { "DUO101": "note" } }"#)
        for level in ["info", "note", "hint", "remark"] {
            let result = try DuoBinary.run(["lint", "--fail-on", level], in: tree.root)
            XCTAssertEqual(result.status, 1, "--fail-on \(level): \(result.stderr)")
        }
        XCTAssertEqual(try DuoBinary.run(["lint", "--fail-on", "warning"], in: tree.root).status, 0)
        let bad = try DuoBinary.run(["lint", "--fail-on", "notice"], in: tree.root)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("note"), "the error names the words it takes: \(bad.stderr)")
    }

    func testEditorSettingsTakeBothSpellings() throws {
        let tree = try FixtureTree()
        let client = try LSPTestClient()
        client.initialize(options: .object(["severity": .object(["DUO101": "remark"])]), rootURI: tree.root.absoluteString)
        client.open(tree.root.appendingPathComponent("A.swift").absoluteString, Self.finding)
        let published = client.notification("textDocument/publishDiagnostics")
        XCTAssertEqual(published?["params"]?["diagnostics"]?[0]?["severity"]?.intValue, 4, "remark is LSP's Hint")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}
