import Foundation
import JSONRPC
import XCTest

/// `--stdin-filename` names standard input; given without any PATH, it also
/// means "read standard input", as in ruff and SwiftLint, instead of linting
/// the current folder.
final class StandardInputTests: XCTestCase {
    func testStdinFilenameWithoutDashReadsStandardInput() throws {
        let tree = try FixtureTree()
        try tree.write("Other.swift", "let s = UIScreen.main.bounds\n")
        let piped = "import UIKit\nfinal class V: UIView { override func layoutSubviews() { _ = UIScreen.main.scale } }\n"
        let result = try DuoBinary.run(["lint", "--format", "json", "--stdin-filename", "App/Piped.swift"], stdin: Data(piped.utf8), in: tree.root)
        XCTAssertEqual(result.status, 1, result.stderr)
        let findings = try XCTUnwrap(JSONParser.parse(Array(result.stdout.utf8)).arrayValue, result.stderr)
        XCTAssertEqual(findings.compactMap { $0["path"]?.stringValue }, ["App/Piped.swift"])

        let fixed = try DuoBinary.run(["lint", "--fix", "--stdin-filename", "Piped.swift"], stdin: Data(piped.utf8), in: tree.root)
        XCTAssertEqual(fixed.stdout, piped.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale"))
    }
}
