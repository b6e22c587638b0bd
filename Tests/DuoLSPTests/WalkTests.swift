import Foundation
import JSONRPC
import XCTest

/// What the walk finds: every file however deep the tree (also past
/// `PATH_MAX`), at a cost linear in its depth; files whose names are not
/// UTF-8; and not files that are not UTF-8 text, which are skipped with a
/// note instead of being "fixed".
final class WalkTests: XCTestCase {
    private static let fixable = CLIFixAndExitTests.fixable
    private static let fixed = CLIFixAndExitTests.fixed

    /// 2,500 levels of `d/` make paths of 5,000 bytes. Files at the top, at
    /// level 2,100 (a path of 4,209 bytes, past PATH_MAX) and at the bottom;
    /// a configuration at level 2,400 ignores DUO101 for the bottom one.
    func testTreeDeeperThanPathMaxLosesNoFile() throws {
        let tree = try FixtureTree()
        defer { DeepTree.remove("d", under: tree.root) }
        try DeepTree.make(under: tree.root, depth: 2500) { level in
            switch level {
            case 1, 2100, 2500: [("A.swift", Self.fixable)]
            case 2400: [(".duo-lsp.json", #"{"ignore": ["DUO101"]}"#)]
            default: []
            }
        }
        let findings = try DuoBinary.lintFindings(in: tree.root)
        XCTAssertEqual(findings.count, 2, "findings: \(findings.compactMap { $0["path"]?.stringValue?.count })")
        XCTAssertEqual(findings.compactMap { $0["path"]?.stringValue?.utf8.count }.sorted(), [9, 2 * 2099 + 9], "d/A.swift and the one at 2,100")

        let result = try DuoBinary.run(["lint", "--fix"], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(DeepTree.read(under: tree.root, level: 1), Self.fixed)
        XCTAssertEqual(DeepTree.read(under: tree.root, level: 2100), Self.fixed)
        XCTAssertEqual(DeepTree.read(under: tree.root, level: 2500), Self.fixable, "its configuration ignores DUO101")
    }

    /// System calls counted by `strace` (not time): a walk of a tree twice as
    /// deep makes about twice the calls (before, each entry's path was
    /// resolved a component at a time: four times).
    func testWalkCostIsLinearInDepth() throws {
        let strace = "/usr/bin/strace"
        guard FileManager.default.isExecutableFile(atPath: strace) else {
            return XCTFail("strace is not installed (apt-get install strace)")
        }
        func calls(depth: Int) throws -> Int {
            let tree = try FixtureTree()
            defer { DeepTree.remove("d", under: tree.root) }
            try DeepTree.make(under: tree.root, depth: depth) { level in level % 10 == 0 ? [("A.swift", "let x = 1\n")] : [] }
            let log = tree.root.appendingPathComponent("strace.log")
            let result = try DuoBinary.run(["lint", "--jobs", "1", "--format", "json", "d"], wrappedIn: [strace, "-f", "-c", "-o", log.path],
                                           in: tree.root)
            XCTAssertEqual(result.status, 0, result.stderr)
            // The summary's last line: "100.00 seconds usecs/call calls errors total".
            let summary = try String(contentsOf: log, encoding: .utf8)
            let total = summary.split(separator: "\n").last { $0.hasSuffix("total") }?.split(separator: " ")
            return try XCTUnwrap(total.flatMap { $0.count >= 5 ? Int($0[3]) : nil }, summary)
        }
        let shallow = try calls(depth: 300)
        let deep = try calls(depth: 600)
        XCTAssertLessThan(Double(deep) / Double(shallow), 2.5, "system calls at depth 300: \(shallow), at 600: \(deep)")
    }

    /// The whole run, not only the walk: every file's own work must not grow
    /// with the folders above it (deciding where a file runs once read every
    /// folder up to `/` per file, cubic in the depth: minutes at 3,000 levels).
    /// A bound of 60 s for what takes about a second, so a loaded machine passes.
    func testDeepTreeLintsInBoundedTime() throws {
        let tree = try FixtureTree()
        defer { DeepTree.remove("d", under: tree.root) }
        try DeepTree.make(under: tree.root, depth: 3000) { level in level % 10 == 0 ? [("A.swift", Self.fixable)] : [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try DuoBinary.path())
        process.arguments = ["lint", "--format", "json", "--exit-zero", "d"]
        process.currentDirectoryURL = tree.root
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let stopper = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: stopper)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        stopper.cancel()
        let seconds = Date().timeIntervalSince(start)
        XCTAssertLessThan(seconds, 60, "stopped after 60 s")
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(String(decoding: data, as: UTF8.self).components(separatedBy: "\"DUO101\"").count - 1, 300, "a file at every tenth level")
    }

    func testFilesThatAreNotUTF8TextAreSkippedSayingSo() throws {
        let tree = try FixtureTree()
        // An executable that happens to contain Swift text, and UTF-16 text.
        let binary = Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00]) + Data(Self.fixable.utf8)
        try binary.write(to: tree.root.appendingPathComponent("Binary.swift"))
        let wide = Data([0xFF, 0xFE]) + Self.fixable.data(using: .utf16LittleEndian)!
        try wide.write(to: tree.root.appendingPathComponent("Wide.swift"))
        try tree.write("Good.swift", Self.fixable)

        let result = try DuoBinary.run(["lint", "--fix"], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try Data(contentsOf: tree.root.appendingPathComponent("Binary.swift")), binary, "a binary file was rewritten")
        XCTAssertEqual(try Data(contentsOf: tree.root.appendingPathComponent("Wide.swift")), wide)
        XCTAssertEqual(try tree.read("Good.swift"), Self.fixed)
        XCTAssertTrue(result.stderr.contains("duo-lsp: Binary.swift: skipped: not text (a NUL byte at offset 7)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("duo-lsp: Wide.swift: skipped: UTF-16 text"), result.stderr)

        let input = try DuoBinary.run(["lint", "--stdin-filename", "In.swift", "-"], stdin: binary, in: tree.root)
        XCTAssertEqual(input.status, 0, input.stderr)
        XCTAssertTrue(input.stderr.contains("In.swift: skipped: not text"), input.stderr)
    }

    /// `Café.swift` in Latin-1: found by the walk, fixed, and found when named.
    func testNamesThatAreNotUTF8AreLintedAndFixed() throws {
        let tree = try FixtureTree()
        let walked: [UInt8] = Array("Caf".utf8) + [0xE9] + Array(".swift".utf8)
        let named: [UInt8] = Array("Na".utf8) + [0xEF] + Array("ve.swift".utf8)
        defer { for name in [walked, named] { unlinkBytes(tree.root, name) } }
        try writeFile(tree.root, walked, Self.fixable)
        try writeFile(tree.root, named, Self.fixable)

        let listing = try DuoBinary.run(["lint", "--exit-zero"], in: tree.root)
        XCTAssertTrue(listing.stdout.contains("Caf\\xE9.swift:6:21: warning:"), listing.stdout + listing.stderr)
        XCTAssertTrue(listing.stdout.contains("Na\\xEFve.swift:6:21: warning:"), listing.stdout + listing.stderr)

        let walk = try DuoBinary.run(["lint", "--fix", "."], in: tree.root)
        XCTAssertEqual(walk.status, 0, walk.stderr)
        XCTAssertEqual(readFile(tree.root, walked), Self.fixed)
        try writeFile(tree.root, named, Self.fixable)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$DUO" lint --fix "$(printf 'Na\357ve.swift')""#]
        process.environment = ProcessInfo.processInfo.environment.merging(["DUO": try DuoBinary.path()]) { $1 }
        process.currentDirectoryURL = tree.root
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(readFile(tree.root, named), Self.fixed, "a file named with bytes that are not UTF-8 was not found")
    }

    // MARK: Helpers

    private func writeFile(_ folder: URL, _ name: [UInt8], _ text: String) throws {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        let file = (name + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { openat(descriptor, $0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } }
        guard file >= 0 else { throw CocoaError(.fileWriteUnknown) }
        _ = Array(text.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        close(file)
    }

    private func readFile(_ folder: URL, _ name: [UInt8]) -> String? {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        let file = (name + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { openat(descriptor, $0.baseAddress!, O_RDONLY) } }
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        return String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
    }

    private func unlinkBytes(_ folder: URL, _ name: [UInt8]) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        _ = (name + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { unlinkat(descriptor, $0.baseAddress!, 0) } }
    }
}
