import Foundation
import JSONRPC
import XCTest

/// Details a newcomer meets on a first run: `docs` into a new folder,
/// singular counts, SARIF URIs of absolute inputs, unsafe fixes in --statistics.
final class CLIDetailsTests: XCTestCase {
    private static let safe = "import UIKit\nfinal class V: UIView { override func layoutSubviews() { _ = UIScreen.main.scale } }\n"
    /// Two DUO104 findings whose only fixes are unsafe.
    private static let unsafe = """
        final class W: UIViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                if UIDevice.current.orientation.isLandscape { view.backgroundColor = .red }
                if UIDevice.current.orientation.isPortrait { view.backgroundColor = .blue }
            }
        }

        """

    func testDocsCreatesTheOutputFolder() throws {
        let tree = try FixtureTree()
        let result = try DuoBinary.run(["docs", "site/rules"], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.root.appendingPathComponent("site/rules/README.md").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.root.appendingPathComponent("site/rules/DUO101.md").path))
    }

    func testOneFindingIsSingular() throws {
        let tree = try FixtureTree()
        try tree.write("A.swift", Self.safe)
        let report = try DuoBinary.run(["report", "-o", "report.html"], in: tree.root)
        XCTAssertTrue(report.stderr.contains("(1 finding in 1 of 1 file)"), report.stderr)
        let page = try tree.read("report.html")
        XCTAssertTrue(page.contains(">1</span>finding</div>"), "the tile says finding")
        XCTAssertTrue(page.contains(">1</span>file with findings of 1</div>"), "the tile says file")
    }

    func testSARIFURIsOfAbsolutePathsAreFileURIs() throws {
        let tree = try FixtureTree()
        let file = try tree.write("My App/A.swift", Self.safe)
        let absolute = try DuoBinary.run(["lint", "--format", "sarif", file.path], in: tree.root)
        let uri = try XCTUnwrap(JSONParser.parse(Array(absolute.stdout.utf8)))["runs"]?[0]?["results"]?[0]?["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue
        XCTAssertEqual(uri, URL(fileURLWithPath: file.path).absoluteString)
        XCTAssertTrue(uri?.hasPrefix("file:///") == true && uri?.contains("My%20App") == true, uri ?? "")
        // Relative inputs stay relative to the repository, as code scanning wants.
        let relative = try DuoBinary.run(["lint", "--format", "sarif", "My App/A.swift"], in: tree.root)
        let relativeURI = try XCTUnwrap(JSONParser.parse(Array(relative.stdout.utf8)))["runs"]?[0]?["results"]?[0]?["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue
        XCTAssertEqual(relativeURI, "My%20App/A.swift")
    }

    func testStatisticsCountUnsafeFixes() throws {
        let tree = try FixtureTree()
        try tree.write("A.swift", Self.safe + Self.unsafe)
        let text = try DuoBinary.run(["lint", "--statistics"], in: tree.root).stdout
        XCTAssertTrue(text.contains("DUO104  orientation-layout  [2 more with --unsafe-fixes]"), text)
        XCTAssertTrue(text.contains("DUO101  main-screen  [1 fixable]"), text)
        let json = try DuoBinary.run(["lint", "--statistics", "--format", "json"], in: tree.root).stdout
        let rows = try XCTUnwrap(JSONParser.parse(Array(json.utf8)).arrayValue)
        let orientation = try XCTUnwrap(rows.first { $0["code"]?.stringValue == "DUO104" })
        XCTAssertEqual(orientation["fixable"]?.intValue, 0)
        XCTAssertEqual(orientation["unsafeFixable"]?.intValue, 2)
        XCTAssertEqual(rows.first { $0["code"]?.stringValue == "DUO101" }?["fixable"]?.intValue, 1)
    }
}
