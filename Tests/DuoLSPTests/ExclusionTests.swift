import Foundation
import JSONRPC
import XCTest

/// The default skips (Pods, .build, DerivedData…) and the configuration's
/// `exclude` apply to files named on the command line, to standard input
/// named with --stdin-filename and to documents open in an editor, not only
/// to folder walks; `--no-force-exclude` lints named files anyway.
final class ExclusionTests: XCTestCase {
    private static let finding = "import UIKit\nfinal class V: UIView { override func layoutSubviews() { _ = UIScreen.main.scale } }\n"

    private func project() throws -> FixtureTree {
        let tree = try FixtureTree()
        try tree.write(".duo-lsp.json", #"{ "exclude": ["**/Generated/**"] }"#)
        try tree.write("App/Screen.swift", Self.finding)
        try tree.write("App/Generated/Strings.swift", Self.finding)
        try tree.write("Pods/Lib/Lib.swift", Self.finding)
        try tree.write("DerivedData/X/Y.swift", Self.finding)
        return tree
    }

    private static let named = ["App/Screen.swift", "App/Generated/Strings.swift", "Pods/Lib/Lib.swift", "DerivedData/X/Y.swift"]

    private func paths(_ findings: [JSONValue]) -> Set<String> {
        Set(findings.compactMap { $0["path"]?.stringValue })
    }

    func testNamedFilesInSkippedOrExcludedFoldersAreLeftOut() throws {
        let tree = try project()
        XCTAssertEqual(paths(try DuoBinary.lintFindings(Self.named, in: tree.root)), ["App/Screen.swift"])
        // The same, named by absolute paths, as editors and hooks may.
        let absolute = Self.named.map { tree.root.appendingPathComponent($0).path }
        XCTAssertEqual(paths(try DuoBinary.lintFindings(absolute, in: tree.root)), [absolute[0]])
        // A named folder that is skipped is skipped too.
        XCTAssertEqual(paths(try DuoBinary.lintFindings(["Pods", "App"], in: tree.root)), ["App/Screen.swift"])
    }

    func testNoForceExcludeLintsNamedFiles() throws {
        let tree = try project()
        let result = try DuoBinary.run(["lint", "--exit-zero", "--format", "json", "--no-force-exclude"] + Self.named, in: tree.root)
        let findings = try XCTUnwrap(JSONParser.parse(Array(result.stdout.utf8)).arrayValue, result.stderr)
        XCTAssertEqual(paths(findings), Set(Self.named))
        // What a named folder holds still follows the exclusions.
        let walked = try DuoBinary.run(["lint", "--exit-zero", "--format", "json", "--no-force-exclude", "App"], in: tree.root)
        XCTAssertEqual(paths(try XCTUnwrap(JSONParser.parse(Array(walked.stdout.utf8)).arrayValue)), ["App/Screen.swift"])
    }

    func testFixLeavesNamedExcludedFilesAlone() throws {
        let tree = try project()
        let result = try DuoBinary.run(["lint", "--fix"] + Self.named, in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNotEqual(try tree.read("App/Screen.swift"), Self.finding)
        for path in Self.named.dropFirst() { XCTAssertEqual(try tree.read(path), Self.finding, path) }
    }

    func testDefaultSkipsWithoutAConfigurationAreReadFromTheCurrentFolder() throws {
        let tree = try FixtureTree()
        try tree.write("Sources/A.swift", Self.finding)
        try tree.write(".build/checkouts/Dep/B.swift", Self.finding)
        XCTAssertEqual(paths(try DuoBinary.lintFindings(["Sources/A.swift", ".build/checkouts/Dep/B.swift"], in: tree.root)),
                       ["Sources/A.swift"])
        // Run from inside a skipped folder, what is below it is linted.
        let inside = tree.root.appendingPathComponent(".build/checkouts")
        XCTAssertEqual(paths(try DuoBinary.lintFindings(["Dep/B.swift"], in: inside)), ["Dep/B.swift"])
    }

    func testStandardInputNamedAsAnExcludedFile() throws {
        let tree = try project()
        let skipped = try DuoBinary.run(["lint", "-", "--stdin-filename", "Pods/Lib/Lib.swift"], stdin: Data(Self.finding.utf8), in: tree.root)
        XCTAssertEqual(skipped.status, 0, skipped.stdout)
        XCTAssertEqual(skipped.stdout, "")
        let fixed = try DuoBinary.run(["lint", "--fix", "-", "--stdin-filename", "App/Generated/Strings.swift"],
                                      stdin: Data(Self.finding.utf8), in: tree.root)
        XCTAssertEqual(fixed.stdout, Self.finding, "an excluded file is passed through unchanged")
        let forced = try DuoBinary.run(["lint", "--no-force-exclude", "-", "--stdin-filename", "Pods/Lib/Lib.swift"],
                                       stdin: Data(Self.finding.utf8), in: tree.root)
        XCTAssertEqual(forced.status, 1, forced.stdout)
    }

    func testServerPublishesNothingForExcludedDocuments() throws {
        let tree = try project()
        let client = try LSPTestClient()
        client.initialize(rootURI: tree.root.absoluteString)
        for path in Self.named.reversed() {
            client.open(tree.root.appendingPathComponent(path).absoluteString, Self.finding)
        }
        var counts: [String: Int] = [:]
        for _ in Self.named {
            let published = client.notification("textDocument/publishDiagnostics")
            let uri = published?["params"]?["uri"]?.stringValue ?? ""
            counts[String(uri.dropFirst(tree.root.absoluteString.count).drop { $0 == "/" })] = published?["params"]?["diagnostics"]?.arrayValue?.count
        }
        XCTAssertEqual(counts, ["App/Screen.swift": 1, "App/Generated/Strings.swift": 0, "Pods/Lib/Lib.swift": 0, "DerivedData/X/Y.swift": 0])

        // Pulled diagnostics of an excluded document are empty too.
        let pull = client.request("textDocument/diagnostic", .object(["textDocument": .object([
            "uri": .string(tree.root.appendingPathComponent("Pods/Lib/Lib.swift").absoluteString),
        ])]))
        XCTAssertEqual(client.response(to: pull)?["result"]?["items"]?.arrayValue?.count, 0)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}
