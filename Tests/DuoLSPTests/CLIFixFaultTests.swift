import Foundation
import XCTest

/// `--fix` under the faults `CLIFixAndExitTests` does not cover: the file
/// replaced or deleted between the read and the write, a full disk halfway
/// through, links that lead out of the root through other links, links
/// back up the tree, and one file reached both directly and through a link.
/// In every case the bytes on disk are the original ones (or whatever the
/// other writer left), and nothing is left behind.
final class CLIFixFaultTests: XCTestCase {
    private static let fixable = CLIFixAndExitTests.fixable
    private static let fixed = CLIFixAndExitTests.fixed

    func testFileReplacedDuringTheRunKeepsTheReplacement() throws {
        let tree = try FixtureTree()
        try tree.write("Dirty.swift", Self.fixable)
        let result = try DuoBinary.run(["lint", "--fix"], environment: ["DUO_LSP_TEST_FAULT": "replace-before-rename"], in: tree.root)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("Dirty.swift: changed while being fixed"), result.stderr)
        XCTAssertEqual(try tree.read("Dirty.swift"), "// replaced by someone else\n", "the other writer's file must survive")
        XCTAssertEqual(try leftovers(tree), ["Dirty.swift"])
    }

    func testFileDeletedDuringTheRunStaysDeleted() throws {
        let tree = try FixtureTree()
        try tree.write("Dirty.swift", Self.fixable)
        try tree.write("Other.swift", Self.fixable)
        let result = try DuoBinary.run(["lint", "--fix", "--jobs", "1", "Dirty.swift"],
                                       environment: ["DUO_LSP_TEST_FAULT": "delete-before-rename"], in: tree.root)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("Dirty.swift: deleted or unreadable while being fixed"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.root.appendingPathComponent("Dirty.swift").path),
                       "a deleted file was written again")
        XCTAssertEqual(try tree.read("Other.swift"), Self.fixable)
        XCTAssertEqual(try leftovers(tree), ["Other.swift"])
    }

    /// The hook writes half the fixed text to the temporary file, then fails
    /// as a full disk does: the half-written file goes, the original stays.
    func testDiskFullHalfwayLeavesEveryFileAsItWas() throws {
        let tree = try FixtureTree()
        try tree.write("A/Dirty.swift", Self.fixable)
        try tree.write("B/Dirty.swift", Self.fixable)
        let result = try DuoBinary.run(["lint", "--fix"], environment: ["DUO_LSP_TEST_FAULT": "disk-full"], in: tree.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("No space left on device"), result.stderr)
        XCTAssertEqual(try tree.read("A/Dirty.swift"), Self.fixable)
        XCTAssertEqual(try tree.read("B/Dirty.swift"), Self.fixable)
        XCTAssertEqual(try leftovers(tree), ["A", "A/Dirty.swift", "B", "B/Dirty.swift"])
    }

    /// `Hop.swift` leaves the root; `Chain.swift` stays inside but leads to
    /// `Hop.swift`. Neither is followed, so the outside file is untouched.
    func testLinkToALinkOutOfTheRootIsNotFollowed() throws {
        let tree = try FixtureTree()
        let outside = try FixtureTree()
        let target = try outside.write("Outside.swift", Self.fixable)
        try link(tree, "Hop.swift", to: target.path)
        try link(tree, "Chain.swift", to: tree.root.appendingPathComponent("Hop.swift").path)
        try link(tree, "Relative.swift", to: "Hop.swift")
        try tree.write("Inside.swift", Self.fixable)

        let result = try DuoBinary.run(["lint", "--fix", "."], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try outside.read("Outside.swift"), Self.fixable, "a link chain out of the root was followed")
        XCTAssertEqual(try tree.read("Inside.swift"), Self.fixed)
        for name in ["Hop.swift", "Chain.swift", "Relative.swift"] {
            XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: tree.root.appendingPathComponent(name).path),
                            "\(name) is no longer a link")
        }
    }

    /// A file and links to it (and to its folder) in the same tree: reported
    /// once, fixed once, the links kept. Fixed twice in parallel, the second
    /// write would fail as "changed while being fixed".
    func testFileReachedDirectlyAndThroughALinkIsFixedOnce() throws {
        let tree = try FixtureTree()
        let real = try tree.write("Real/Dirty.swift", Self.fixable)
        try link(tree, "Alias.swift", to: real.path)
        try link(tree, "AliasFolder", to: tree.root.appendingPathComponent("Real").path)

        let listing = try DuoBinary.run(["lint", "--format", "json", "--exit-zero"], in: tree.root)
        XCTAssertEqual(listing.stdout.components(separatedBy: "\"code\"").count - 1, 1, "one finding, reported once: \(listing.stdout)")
        let result = try DuoBinary.run(["lint", "--fix", "--jobs", "4"], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try tree.read("Real/Dirty.swift"), Self.fixed)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: tree.root.appendingPathComponent("Alias.swift").path), real.path)
    }

    /// `Loop` leads back to the root: the walk ends, every file once.
    func testLinkBackUpTheTreeIsNotALoop() throws {
        let tree = try FixtureTree()
        try tree.write("Sub/Dirty.swift", Self.fixable)
        try link(tree, "Sub/Loop", to: tree.root.path)
        let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero"], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.components(separatedBy: "\"code\"").count - 1, 1, result.stdout)
    }

    // MARK: Helpers

    private func link(_ tree: FixtureTree, _ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent(name).path, withDestinationPath: destination)
    }

    /// Everything in the tree (temporary files included), sorted.
    private func leftovers(_ tree: FixtureTree) throws -> [String] {
        (FileManager.default.enumerator(atPath: tree.root.path)?.compactMap { $0 as? String } ?? []).sorted()
    }
}
