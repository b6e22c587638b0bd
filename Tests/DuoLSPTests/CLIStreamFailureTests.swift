import Foundation
import XCTest

/// Results that cannot be written (a full disk, a closed stdout) and input
/// that cannot be read (a closed stdin): one line on stderr and status 2,
/// never a trap with a backtrace, never a silent status 0.
final class CLIStreamFailureTests: XCTestCase {
    func testEveryCommandIntoAFullDiskFailsWithOneLine() throws {
        let tree = try FixtureTree()
        try tree.write("Dirty.swift", CLIFixAndExitTests.fixable)
        for command in ["rules", "rules --format json", "--version", "help", "help lint", "explain DUO101", "lint", "lint --format json",
                        "lint --diff", "report", "tokens Dirty.swift"] {
            let result = try shell("exec \"$DUO\" \(command) > /dev/full", in: tree.root)
            assertOneLineFailure(result, "cannot write the results to standard output (No space left on device)", command)
        }
    }

    func testClosedStandardOutput() throws {
        let tree = try FixtureTree()
        try tree.copySample()
        for command in ["lint TravelJournal", "rules", "--version"] {
            let result = try shell("exec \"$DUO\" \(command) >&-", in: tree.root)
            assertOneLineFailure(result, "cannot write the results to standard output (it is closed)", command)
        }
    }

    /// With stdout closed, the first file opened would get descriptor 1 and
    /// the results would go into it: a fixed file must hold only its fix.
    func testClosedStandardOutputIsNotTakenByAFile() throws {
        let tree = try FixtureTree()
        try tree.write("Dirty.swift", CLIFixAndExitTests.fixable)
        let result = try shell("exec \"$DUO\" lint --fix --format json Dirty.swift >&-", in: tree.root)
        assertOneLineFailure(result, "cannot write the results to standard output (it is closed)", "lint --fix")
        XCTAssertEqual(try tree.read("Dirty.swift"), CLIFixAndExitTests.fixed)
    }

    func testClosedStandardInput() throws {
        let tree = try FixtureTree()
        for command in ["lint -", "lint --stdin-filename A.swift -"] {
            let result = try shell("echo x | exec \"$DUO\" \(command) <&-", in: tree.root)
            assertOneLineFailure(result, "cannot read standard input (it is closed)", command)
        }
    }

    // MARK: Helpers

    private func assertOneLineFailure(_ result: (status: Int32, stderr: String), _ message: String, _ command: String,
                                      file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 2, "\(command): \(result.stderr)", file: file, line: line)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("duo-lsp: ") }
        XCTAssertEqual(errors, ["duo-lsp: " + message], "\(command): \(result.stderr)", file: file, line: line)
        XCTAssertFalse(result.stderr.contains("crashed") || result.stderr.contains("Fatal error"), "\(command): \(result.stderr)",
                       file: file, line: line)
    }

    /// Runs `script` with `/bin/sh`, `$DUO` naming the binary: the shell sets up the redirections a test process cannot.
    private func shell(_ script: String, in directory: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["DUO": try DuoBinary.path()]) { $1 }
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
