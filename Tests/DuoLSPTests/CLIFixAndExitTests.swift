import Foundation
import JSONRPC
import XCTest

/// Exit statuses, `--fix`, `--diff`, and fixing that leaves a file exactly
/// as it was whenever anything fails.
final class CLIFixAndExitTests: XCTestCase {
    static let fixable = """
        import UIKit

        final class PhotoView: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                let scale = UIScreen.main.scale
                print(scale)
            }
        }

        """
    static let fixed = fixable.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale")

    func testExitStatuses() throws {
        let tree = try FixtureTree()
        try tree.write("Clean.swift", "let x = 1\n")
        XCTAssertEqual(try DuoBinary.run(["lint", "Clean.swift"], in: tree.root).status, 0)
        try tree.write("Dirty.swift", Self.fixable)
        XCTAssertEqual(try DuoBinary.run(["lint"], in: tree.root).status, 1)
        XCTAssertEqual(try DuoBinary.run(["lint", "--exit-zero"], in: tree.root).status, 0)
        XCTAssertEqual(try DuoBinary.run(["lint", "--fail-on", "error"], in: tree.root).status, 0, "a warning is below --fail-on error")
        XCTAssertEqual(try DuoBinary.run(["lint", "--bogus"], in: tree.root).status, 2)
        XCTAssertEqual(try DuoBinary.run(["lint", "--format", "yaml"], in: tree.root).status, 2)
        XCTAssertEqual(try DuoBinary.run(["lint", "--select", "DUO999"], in: tree.root).status, 2)
        let missing = try DuoBinary.run(["lint", "Missing.swift"], in: tree.root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("Missing.swift"), missing.stderr)
    }

    func testMalformedConfigurationNamesFileLineAndKey() throws {
        let tree = try FixtureTree()
        try tree.write("A.swift", Self.fixable)
        try tree.write(".duo-lsp.json", "{\n  \"severity\": {\n    \"DUO101\": \"loud\"\n  }\n}\n")
        let result = try DuoBinary.run(["lint"], in: tree.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(".duo-lsp.json:3:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("severity.DUO101"), result.stderr)
        try tree.write(".duo-lsp.json", "{ \"select\": [\"DUO101\",], }")  // trailing commas: accepted
        XCTAssertEqual(try DuoBinary.run(["lint"], in: tree.root).status, 1)
        try tree.write(".duo-lsp.json", "{ \"slect\": [] }")
        let typo = try DuoBinary.run(["lint"], in: tree.root)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("slect"), typo.stderr)
    }

    /// The nearest `.duo-lsp.json` governs each file, also for the second file
    /// of a folder (folders are resolved once) and for a file named through a
    /// link, which follows the folder of its target.
    func testConfigurationOfEachFileIsItsFoldersAndALinkFollowsItsTarget() throws {
        let tree = try FixtureTree()
        for name in ["A.swift", "Quiet/B.swift", "Quiet/C.swift", "Quiet/D.swift"] { try tree.write(name, Self.fixable) }
        try tree.write("Quiet/.duo-lsp.json", #"{"ignore": ["DUO101"]}"#)
        try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent("Link.swift").path, withDestinationPath: "Quiet/D.swift")
        let findings = try DuoBinary.lintFindings(["A.swift", "Quiet/B.swift", "Quiet/C.swift"], in: tree.root)
        XCTAssertEqual(findings.compactMap { $0["path"]?.stringValue }, ["A.swift"])
        // A link and a plain file written in the same folder, in one run: each gets its own configuration.
        let mixed = try DuoBinary.lintFindings(["Link.swift", "A.swift"], in: tree.root)
        XCTAssertEqual(mixed.compactMap { $0["path"]?.stringValue }, ["A.swift"], "the link's target folder ignores DUO101")
    }

    func testFixWritesAtomicallyKeepingPermissionsAndLineEndings() throws {
        let tree = try FixtureTree()
        let dirty = try tree.write("Dirty.swift", Self.fixable)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: dirty.path)
        let crlf = try tree.write("Windows.swift", Self.fixable.replacingOccurrences(of: "\n", with: "\r\n"))
        let clean = try tree.write("Clean.swift", "let x = 1\n")
        let cleanDate = try FileManager.default.attributesOfItem(atPath: clean.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)

        let result = try DuoBinary.run(["lint", "--fix"], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(try tree.read("Dirty.swift"), Self.fixed)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: dirty.path)[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(try tree.read("Windows.swift"), Self.fixed.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: clean.path)[.modificationDate] as? Date, cleanDate,
                       "an unchanged file was rewritten")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tree.root.path).filter { $0.contains("duo-lsp-") }
        XCTAssertEqual(leftovers, [], "temporary files left behind")
        _ = crlf
    }

    func testDiffAppliesWithPatchAndWritesNothing() throws {
        let tree = try FixtureTree()
        try tree.copySample()
        let before = try snapshot(tree.root)
        let diff = try DuoBinary.run(["lint", "--diff", "--unsafe-fixes"], in: tree.root)
        XCTAssertEqual(diff.status, 1)
        XCTAssertTrue(diff.stdout.contains("--- TravelJournal/"), diff.stdout)
        XCTAssertEqual(try snapshot(tree.root), before, "--diff wrote files")

        // The same fixes through --fix in a copy…
        let fixedTree = try FixtureTree()
        try fixedTree.copySample()
        _ = try DuoBinary.run(["lint", "--unsafe-fixes"], in: fixedTree.root)
        // …equal the diff applied with patch.
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: try tool("patch"))
        patch.arguments = ["-p0", "--silent"]
        patch.currentDirectoryURL = tree.root
        let input = Pipe()
        patch.standardInput = input
        try patch.run()
        input.fileHandleForWriting.write(Data(diff.stdout.utf8))
        try input.fileHandleForWriting.close()
        patch.waitUntilExit()
        XCTAssertEqual(patch.terminationStatus, 0, "patch did not apply the diff")
        XCTAssertEqual(try snapshot(tree.root), try snapshot(fixedTree.root))
    }

    func testFileChangedBetweenReadAndWriteIsLeftAlone() throws {
        let tree = try FixtureTree()
        try tree.write("Dirty.swift", Self.fixable)
        let result = try DuoBinary.run(["lint", "--fix"], environment: ["DUO_LSP_TEST_FAULT": "modify-before-rename"], in: tree.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("changed while being fixed"), result.stderr)
        XCTAssertEqual(try tree.read("Dirty.swift"), Self.fixable + "// changed by someone else\n", "the other writer's version must survive")
    }

    func testDiskFullLeavesTheFileAsItWas() throws {
        let tree = try FixtureTree()
        try tree.write("Dirty.swift", Self.fixable)
        let result = try DuoBinary.run(["lint", "--fix"], environment: ["DUO_LSP_TEST_FAULT": "disk-full"], in: tree.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Dirty.swift"), result.stderr)
        XCTAssertEqual(try tree.read("Dirty.swift"), Self.fixable)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root.path).sorted(), ["Dirty.swift"])
    }

    /// Permissions are real only for an unprivileged user: as root, the fix runs as `nobody`.
    func testReadOnlyFileAndFolderAreLeftAsTheyWereAndTheRunGoesOn() throws {
        let tree = try FixtureTree()
        let locked = try tree.write("Locked/Dirty.swift", Self.fixable)
        let readOnly = try tree.write("Open/ReadOnly.swift", Self.fixable)
        try tree.write("Open/Dirty.swift", Self.fixable)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.deletingLastPathComponent().path)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: tree.root.appendingPathComponent("Open").path)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: tree.root.appendingPathComponent("Open/Dirty.swift").path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.root.path)

        let result = try DuoBinary.run(["lint", "--fix"], asUnprivilegedUser: true, in: tree.root)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("Locked/Dirty.swift"), result.stderr)
        XCTAssertEqual(try tree.read("Locked/Dirty.swift"), Self.fixable)
        XCTAssertEqual(try tree.read("Open/Dirty.swift"), Self.fixed, "the run stops at the first failure instead of going on")
        // In a writable folder a read-only file could be replaced by a rename; it is not.
        XCTAssertTrue(result.stderr.contains("Open/ReadOnly.swift: the file is read-only"), result.stderr)
        XCTAssertEqual(try tree.read("Open/ReadOnly.swift"), Self.fixable)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: readOnly.path)[.posixPermissions] as? Int, 0o444)
    }

    func testSymlinkIsFixedThroughAndStaysALink() throws {
        let tree = try FixtureTree()
        let target = try tree.write("Real/Dirty.swift", Self.fixable)
        try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent("Link.swift").path, withDestinationPath: target.path)
        let outside = try FixtureTree()
        try outside.write("Outside.swift", Self.fixable)
        try FileManager.default.createSymbolicLink(atPath: tree.root.appendingPathComponent("Escape").path, withDestinationPath: outside.root.path)

        _ = try DuoBinary.run(["lint", "--fix", "Link.swift"], in: tree.root)
        XCTAssertEqual(try tree.read("Real/Dirty.swift"), Self.fixed)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: tree.root.appendingPathComponent("Link.swift").path), target.path)

        _ = try DuoBinary.run(["lint", "--fix", "."], in: tree.root)
        XCTAssertEqual(try outside.read("Outside.swift"), Self.fixable, "a link out of the root was followed")
    }

    // MARK: Helpers

    private func snapshot(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: root.path)?.compactMap({ $0 as? String }) ?? [] {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    private func tool(_ name: String) throws -> String {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        XCTFail("\(name) is not installed (apt-get install \(name))")
        throw CocoaError(.fileNoSuchFile)
    }
}
