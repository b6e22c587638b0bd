import Foundation
import JSONRPC
import XCTest

/// Paths of one character (`x`, `.`, `-`, `é`, `b/`) reach the configuration
/// resolver's folder arithmetic, which must not trap on them: named on the
/// command line, as `--stdin-filename`, and as the uri of an opened document.
final class ShortPathTests: XCTestCase {
    private static let fixable = CLIFixAndExitTests.fixable

    func testOneCharacterFileNamedOnTheCommandLine() throws {
        let tree = try FixtureTree()
        for name in ["x", "é", "b/c.swift"] { try tree.write(name, Self.fixable) }
        for argument in ["x", "é", "b/", "b/c.swift", "."] {
            let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero", argument], in: tree.root)
            XCTAssertEqual(result.status, 0, "\(argument): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("DUO101"), "\(argument): \(result.stdout) \(result.stderr)")
        }
    }

    func testOneCharacterStandardInputName() throws {
        let tree = try FixtureTree()
        for name in ["-", "x", ".", "b/", "é"] {
            let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero", "--stdin-filename", name, "-"],
                                           stdin: Data(Self.fixable.utf8), in: tree.root)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("DUO101"), "\(name): \(result.stdout) \(result.stderr)")
        }
    }

    /// A client may send any string as a uri; the server lints each and lives on.
    func testServerOpensDocumentsWithOneCharacterURIs() throws {
        let client = try LSPTestClient()
        client.initialize()
        for uri in ["x", "a", ".", "-", "é", "b/", "file:///x"] {
            client.open(uri, Self.fixable)
            let published = client.notification("textDocument/publishDiagnostics") { $0["params"]?["uri"]?.stringValue == uri }
            XCTAssertEqual(published?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["DUO101"],
                           "\(uri): \(String(decoding: client.stderrOutput, as: UTF8.self))")
        }
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}
