import Foundation
import XCTest

/// `lint --diff` on files whose lines do not end in a plain `\n`: the diff
/// must apply with `patch -p0` and with `git apply`, and give exactly what
/// `lint --fix` writes.
final class DiffLineEndingTests: XCTestCase {
    private static let lines = CLIFixAndExitTests.fixable.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)

    func testCRLFDiffApplies() throws {
        try checkDiff(Self.lines.map { $0 + "\r\n" }.joined())
    }

    func testLoneCRDiffApplies() throws {
        try checkDiff(Self.lines.map { $0 + "\r" }.joined())
    }

    func testByteOrderMarkDiffApplies() throws {
        try checkDiff("\u{FEFF}" + CLIFixAndExitTests.fixable)
    }

    func testNoFinalNewlineDiffApplies() throws {
        try checkDiff(Self.lines.joined(separator: "\n"))
    }

    /// Also a CRLF file without its last line break, where both marks meet.
    func testCRLFWithoutFinalNewlineDiffApplies() throws {
        try checkDiff(Self.lines.joined(separator: "\r\n"))
    }

    private func checkDiff(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let name = "Sources/PhotoView.swift"
        // What --fix writes…
        let fixed = try FixtureTree()
        try fixed.write(name, source)
        XCTAssertEqual(try DuoBinary.run(["lint", "--fix", "--exit-zero", "Sources"], in: fixed.root).status, 0, file: file, line: line)
        let expected = try Data(contentsOf: fixed.root.appendingPathComponent(name))
        XCTAssertNotEqual(expected, Data(source.utf8), "the fixture has nothing to fix", file: file, line: line)

        // …is what the diff gives, through patch and through git apply.
        let tree = try FixtureTree()
        try tree.write(name, source)
        let diff = try DuoBinary.run(["lint", "--diff", "Sources"], in: tree.root)
        XCTAssertEqual(diff.status, 1, diff.stderr, file: file, line: line)
        XCTAssertFalse(diff.stdout.isEmpty, file: file, line: line)

        let patch = try ExternalTool.run("patch", ["-p0", "--dry-run"], stdin: Data(diff.stdout.utf8), in: tree.root)
        XCTAssertEqual(patch.status, 0, "patch -p0 rejected the diff: \(patch.output)\n\(diff.stdout)", file: file, line: line)
        try ExternalTool.run("patch", ["-p0", "--silent"], stdin: Data(diff.stdout.utf8), in: tree.root)
        XCTAssertEqual(try Data(contentsOf: tree.root.appendingPathComponent(name)), expected, "patch -p0 ≠ --fix", file: file, line: line)

        let repository = try FixtureTree()
        try repository.write(name, source)
        try ExternalTool.run("git", ["init", "--quiet"], in: repository.root)
        let apply = try ExternalTool.run("git", ["apply", "-p0", "-"], stdin: Data(diff.stdout.utf8), in: repository.root)
        XCTAssertEqual(apply.status, 0, "git apply rejected the diff: \(apply.output)", file: file, line: line)
        XCTAssertEqual(try Data(contentsOf: repository.root.appendingPathComponent(name)), expected, "git apply ≠ --fix", file: file, line: line)
    }
}
