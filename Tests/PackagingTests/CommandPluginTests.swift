import Foundation
import XCTest

/// `swift package duo-lsp lint | lint --fix | report` in the sample package.
final class CommandPluginTests: XCTestCase {
    func testLintReportsTheFindingsAndFails() throws {
        let sample = try PluginSample.get()
        let lint = try sample.package(["lint"])
        XCTAssertNotEqual(lint.status, 0, "findings make the command fail, as duo-lsp lint does:\n\(lint.output)")
        for expected in [
            "Sources/Postcards/PostcardView.swift:5:27: warning: ",
            "Sources/Postcards/PostcardView.swift:11:9: warning: ",
            "Sources/Postcards/Info.plist:4:1: error: ",
            "Found 4 findings in 2 files",
        ] {
            XCTAssertTrue(lint.output.contains(expected), "missing \(expected) in:\n\(lint.output)")
        }
        XCTAssertFalse(lint.output.contains("[DUO401]"), "the package's .duo-lsp.json applies")

        let one = try sample.package(["lint", "--target", "Postcards", "--select", "DUO103"])
        XCTAssertTrue(one.output.contains("Found 1 finding in 1 file"), one.output)
        let unknown = try sample.package(["lint", "--target", "Nope"])
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.output.contains("no source target named 'Nope'"), unknown.output)
    }

    /// `--fix` applies the safe fixes only, and needs the write permission
    /// the plugin declares: without it SwiftPM refuses and nothing changes.
    func testLintFixRewritesTheSafeFixesWithWritePermission() throws {
        let sample = try PluginSample.get()
        let original = try sample.read(PluginSample.view)
        try sample.restoring(PluginSample.view) {
            let refused = try sample.package(["lint", "--fix"], allowWriting: false)
            XCTAssertNotEqual(refused.status, 0)
            XCTAssertTrue(refused.output.contains("permission to write to the package directory"), refused.output)
            XCTAssertEqual(try sample.read(PluginSample.view), original)

            let fix = try sample.package(["lint", "--fix"])
            XCTAssertTrue(fix.output.contains("Fixed 2 findings."), fix.output)
            let fixed = try sample.read(PluginSample.view)
            XCTAssertTrue(fixed.contains("bounds.inset(by: safeAreaInsets).width"), fixed)
            XCTAssertTrue(fixed.contains("traitCollection.displayScale"), fixed)
            XCTAssertTrue(fixed.contains("UIScreen.main.bounds.width"), "an unsafe fix needs --unsafe-fixes:\n\(fixed)")
        }
    }

    func testReportWritesTheHTMLPage() throws {
        let sample = try PluginSample.get()
        let report = sample.root.appendingPathComponent("report.html")
        defer { try? FileManager.default.removeItem(at: report) }
        let run = try sample.package(["report", "-o", "report.html"])
        XCTAssertEqual(run.status, 0, run.output)
        let page = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(page.contains("<html"), page)
        for code in ["DUO101", "DUO103", "DUO402"] { XCTAssertTrue(page.contains(code), "\(code) missing from the report") }
        XCTAssertTrue(run.output.contains("Wrote the report (4 findings"), run.output)
    }
}
