import Foundation
import XCTest

/// A fix stopped by a signal leaves no temporary file (and the original as
/// it was); one that could not clean up (SIGKILL) leaves one that the next
/// `--fix` removes, unless a live run still holds it.
final class FixSignalTests: XCTestCase {
    private static let fixable = CLIFixAndExitTests.fixable

    func testSignalsDuringTheFixLeaveNoTemporaryFile() throws {
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            let tree = try FixtureTree()
            try tree.write("Dirty.swift", Self.fixable)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try DuoBinary.path())
            process.arguments = ["lint", "--fix"]
            process.environment = ProcessInfo.processInfo.environment.merging(["DUO_LSP_TEST_FAULT": "pause-before-rename"]) { $1 }
            process.currentDirectoryURL = tree.root
            let err = Pipe()
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // The fix has written its temporary file and waits before the swap.
            var stderr = Data()
            while !String(decoding: stderr, as: UTF8.self).contains("paused before rename") {
                let chunk = err.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                stderr += chunk
            }
            XCTAssertEqual(try temporaries(tree).count, 1, "signal \(signal): the fix did not get as far as its temporary file")
            kill(process.processIdentifier, signal)
            stderr += err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: stderr, as: UTF8.self)
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "signal \(signal): \(text)")
            XCTAssertEqual(process.terminationStatus, signal, "signal \(signal): \(text)")
            XCTAssertFalse(text.contains("crashed"), "signal \(signal): \(text)")
            XCTAssertEqual(try temporaries(tree), [], "signal \(signal) left a temporary file")
            XCTAssertEqual(try tree.read("Dirty.swift"), Self.fixable)
        }
    }

    /// Left by a run killed outright: its lock is free. One whose lock a
    /// live process holds is another run's, still writing.
    func testNextFixRemovesAnAbandonedTemporaryFileOnly() throws {
        let tree = try FixtureTree()
        try tree.write("Dirty.swift", Self.fixable)
        try tree.write("Sub/.Dirty.swift.duo-lsp-Ab12Cd", "half a fix")
        try tree.write(".Busy.swift.duo-lsp-Zz99Yy", "another run's")
        try tree.write(".Dirty.swift.duo-lsp-notours", "not a temporary name")
        let busy = open(tree.root.appendingPathComponent(".Busy.swift.duo-lsp-Zz99Yy").path, O_RDONLY)
        defer { close(busy) }
        XCTAssertEqual(flock(busy, LOCK_EX), 0)

        let plain = try DuoBinary.run(["lint", "--exit-zero"], in: tree.root)
        XCTAssertEqual(try temporaries(tree).count, 2, "a run that writes nothing removed files: \(plain.stderr)")
        let result = try DuoBinary.run(["lint", "--fix"], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("duo-lsp: removed Sub/.Dirty.swift.duo-lsp-Ab12Cd, a temporary file left by an interrupted fix"),
                      result.stderr)
        XCTAssertEqual(try temporaries(tree), [".Busy.swift.duo-lsp-Zz99Yy"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.root.appendingPathComponent(".Dirty.swift.duo-lsp-notours").path))
    }

    // MARK: Helpers

    /// The names of temporary files anywhere in the tree.
    private func temporaries(_ tree: FixtureTree) throws -> [String] {
        (FileManager.default.enumerator(atPath: tree.root.path)?.compactMap { $0 as? String } ?? [])
            .filter { ($0 as NSString).lastPathComponent.range(of: #"^\..*\.duo-lsp-[A-Za-z0-9]{6}$"#, options: .regularExpression) != nil }
            .map { ($0 as NSString).lastPathComponent }
            .sorted()
    }
}
