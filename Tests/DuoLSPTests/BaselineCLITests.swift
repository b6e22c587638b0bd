import Foundation
import XCTest

final class BaselineCLITests: XCTestCase {
    func testWriteThenLintAgainstTheBaseline() throws {
        let tree = try FixtureTree()
        try tree.copySample()
        let sampleFindings = try DuoBinary.lintFindings(in: tree.root).count
        let write = try DuoBinary.run(["lint", "--write-baseline", ".duo-baseline.json"], in: tree.root)
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertTrue(write.stderr.contains("Wrote \(sampleFindings) findings"), write.stderr)
        XCTAssertEqual(try DuoBinary.run(["lint", "--baseline", ".duo-baseline.json"], in: tree.root).status, 0)

        // Unrelated edits above the findings, and the files in another order on the command line.
        let trips = "TravelJournal/Features/Trips/TripListViewController.swift"
        try tree.write(trips, "// Trips\n\n" + tree.read(trips))
        let reordered = try DuoBinary.run(["lint", "--baseline", ".duo-baseline.json", "TravelJournal/Features", "TravelJournal/App"], in: tree.root)
        XCTAssertEqual(reordered.status, 0, reordered.stdout)

        // A new finding is reported; the configuration can name the baseline too.
        try tree.write("TravelJournal/App/New.swift", "import UIKit\nlet scale = UIScreen.main.scale\n")
        try tree.write(".duo-lsp.json", #"{ "baseline": ".duo-baseline.json" }"#)
        let new = try DuoBinary.run(["lint"], in: tree.root)
        XCTAssertEqual(new.status, 1)
        XCTAssertEqual(new.stdout.split(separator: "\n").count, 1, new.stdout)
        XCTAssertTrue(new.stdout.hasPrefix("TravelJournal/App/New.swift:2:"), new.stdout)

        // Rewriting drops what is gone and adds what is there.
        _ = try DuoBinary.run(["lint", "--fix"], in: tree.root)
        try tree.write(".duo-lsp.json", "{}")  // count every finding, not only those new since the baseline
        let remaining = try DuoBinary.lintFindings(in: tree.root).count
        XCTAssertLessThan(remaining, sampleFindings + 1, "the safe fixes removed nothing")
        let rewritten = try DuoBinary.run(["lint", "--write-baseline", ".duo-baseline.json"], in: tree.root)
        XCTAssertTrue(rewritten.stderr.contains("Wrote \(remaining) findings"), rewritten.stderr)
    }

    func testUnreadableBaselineIsAnError() throws {
        let tree = try FixtureTree()
        try tree.write("A.swift", "let x = 1\n")
        try tree.write("bad.json", "{ nope")
        let result = try DuoBinary.run(["lint", "--baseline", "bad.json"], in: tree.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.json"), result.stderr)
    }
}
