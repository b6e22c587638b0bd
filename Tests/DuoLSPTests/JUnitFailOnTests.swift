import Foundation
import FoundationXML
import XCTest

/// JUnit agrees with the exit status: a finding below `--fail-on` is a
/// passing test case that carries the finding in `system-out`.
final class JUnitFailOnTests: XCTestCase {
    private static let warning = "import UIKit\nfinal class V: UIView { func f() { _ = UIScreen.main.scale } }\n"
    private static let note = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIRequiresFullScreen</key>
        \t<true/>
        </dict>
        </plist>

        """

    func testFindingsBelowFailOnPass() throws {
        let tree = try FixtureTree()
        try tree.write("App/Info.plist", Self.note)
        let noteOnly = try DuoBinary.run(["lint", "--format", "junit", "App/Info.plist"], in: tree.root)
        XCTAssertEqual(noteOnly.status, 0, "a DUO401 note is below --fail-on warning")
        let counts = try XMLCounts(noteOnly.stdout, element: "failure")
        XCTAssertEqual(counts.elements, 0, noteOnly.stdout)
        XCTAssertEqual(counts.rootAttributes["failures"], "0")
        XCTAssertEqual(counts.rootAttributes["tests"], "1")
        XCTAssertTrue(noteOnly.stdout.contains("<system-out>App/Info.plist:4:"), noteOnly.stdout)
        XCTAssertTrue(noteOnly.stdout.contains("[DUO401]</system-out>"), noteOnly.stdout)

        try tree.write("App/View.swift", Self.warning)
        let both = try DuoBinary.run(["lint", "--format", "junit", "App"], in: tree.root)
        XCTAssertEqual(both.status, 1)
        XCTAssertEqual(try XMLCounts(both.stdout, element: "failure").rootAttributes["failures"], "1", both.stdout)
        XCTAssertEqual(try XMLCounts(both.stdout, element: "testcase").elements, 2)

        // --fail-on moves the line: every finding fails at info, none at error.
        let info = try DuoBinary.run(["lint", "--format", "junit", "--fail-on", "note", "App"], in: tree.root)
        XCTAssertEqual(try XMLCounts(info.stdout, element: "failure").elements, 2)
        let error = try DuoBinary.run(["lint", "--format", "junit", "--fail-on", "error", "App"], in: tree.root)
        XCTAssertEqual(error.status, 0)
        XCTAssertEqual(try XMLCounts(error.stdout, element: "failure").elements, 0)
    }
}
