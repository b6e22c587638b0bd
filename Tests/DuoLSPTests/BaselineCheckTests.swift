import Foundation
import XCTest

/// A baseline that cannot be read stops the run before anything is linted,
/// and a run with a baseline says how many findings it hid.
final class BaselineCheckTests: XCTestCase {
    private static let finding = "import UIKit\nfinal class V: UIView { func f() { _ = UIScreen.main.scale } }\n"

    func testMistypedBaselineFailsBeforeLinting() throws {
        let tree = try FixtureTree()
        try tree.write("A.swift", Self.finding)
        for format in ["text", "json", "sarif"] {
            let result = try DuoBinary.run(["lint", "--format", format, "--baseline", "baselin.json"], in: tree.root)
            XCTAssertEqual(result.status, 2, format)
            XCTAssertEqual(result.stdout, "", "\(format): nothing is linted with a baseline that cannot be read")
            XCTAssertTrue(result.stderr.contains("baselin.json"), result.stderr)
            XCTAssertFalse(result.stderr.contains("Found"), result.stderr)
        }
        let report = try DuoBinary.run(["report", "--baseline", "baselin.json"], in: tree.root)
        XCTAssertEqual(report.status, 2)
        XCTAssertEqual(report.stdout, "")
        XCTAssertTrue(report.stderr.contains("baselin.json"), report.stderr)
    }

    func testConfiguredBaselineThatCannotBeReadReportsNoFindings() throws {
        let tree = try FixtureTree()
        try tree.write("A.swift", Self.finding)
        try tree.write(".duo-lsp.json", #"{ "baseline": "missing.json" }"#)
        let result = try DuoBinary.run(["lint"], in: tree.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "", "findings are not printed above the error")
        XCTAssertTrue(result.stderr.contains("missing.json"), result.stderr)
    }

    func testRunSaysHowManyFindingsTheBaselineHid() throws {
        let tree = try FixtureTree()
        try tree.write("A.swift", Self.finding + Self.finding.replacingOccurrences(of: "class V", with: "class W"))
        XCTAssertEqual(try DuoBinary.run(["lint", "--write-baseline", "baseline.json"], in: tree.root).status, 0)
        let clean = try DuoBinary.run(["lint", "--baseline", "baseline.json"], in: tree.root)
        XCTAssertEqual(clean.status, 0, clean.stdout)
        XCTAssertTrue(clean.stderr.contains("2 findings hidden by the baseline"), clean.stderr)

        try tree.write("B.swift", Self.finding)
        let new = try DuoBinary.run(["lint", "--baseline", "baseline.json"], in: tree.root)
        XCTAssertEqual(new.status, 1)
        XCTAssertTrue(new.stderr.contains("Found 1 finding in 1 file"), new.stderr)
        XCTAssertTrue(new.stderr.contains("2 findings hidden by the baseline"), new.stderr)
    }
}
