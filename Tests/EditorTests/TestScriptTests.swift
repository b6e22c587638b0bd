import Foundation
import XCTest

/// `scripts/test.sh`, the README's test command: when editors are missing it
/// installs them with apt-get, waiting for the package lock (another apt-get,
/// such as unattended upgrades on a fresh machine, may hold it) instead of
/// failing at once.
final class TestScriptTests: XCTestCase {
    func testAptGetWaitsForThePackageLock() throws {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("duo-test-script-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: bin) }
        let log = bin.appendingPathComponent("apt-get.log")
        // A PATH with no editors, so every one is missing; apt-get records its
        // arguments; `id` says root, so the script installs without sudo.
        for tool in ["env", "mktemp", "cat", "rm", "dirname"] {
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: "/usr/bin/\(tool)")
        }
        try write(bin.appendingPathComponent("apt-get"), "#!/bin/sh\necho \"$*\" >> '\(log.path)'\n")
        try write(bin.appendingPathComponent("id"), "#!/bin/sh\necho 0\n")
        // The script ends in `swift test "$@"`: with --help that prints its help instead of testing
        // again (the toolchain's swift when the script finds it, else this stand-in).
        try write(bin.appendingPathComponent("swift"), "#!/bin/sh\necho OVERVIEW: stand-in \"$*\"\n")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [EditorTestSupport.packageRoot.appendingPathComponent("scripts/test.sh").path, "--help"]
        process.environment = ["PATH": bin.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, printed)
        XCTAssertTrue(printed.contains("OVERVIEW"), printed)

        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(calls.count, 2, "apt-get update, then install: \(calls)")
        for call in calls {
            XCTAssertTrue(call.contains("-o DPkg::Lock::Timeout="), "apt-get \(call)")
        }
        XCTAssertTrue(calls.last?.contains("neovim") == true && calls.last?.contains("emacs-nox") == true, "\(calls)")
    }

    private func write(_ url: URL, _ text: String) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
}
