import Foundation
import JSONRPC
import XCTest

/// The `duo-lsp` executable the tests drive: the one `swift build`/`swift test`
/// built in this package (`.build/debug`), or `DUO_LSP_BINARY`.
enum DuoBinary {
    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "duo-lsp is not built in .build/debug or .build/release: run `swift build` first" }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path() throws -> String {
        if let override = ProcessInfo.processInfo.environment["DUO_LSP_BINARY"] { return override }
        for configuration in ["debug", "release"] {
            let candidate = packageRoot.appendingPathComponent(".build/\(configuration)/duo-lsp").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw MissingBinary()
    }

    /// Runs `duo-lsp` with arguments (and optional stdin) and returns its status and output.
    /// `asUnprivilegedUser`: as root, run as `nobody`, so file permissions apply.
    /// `wrappedIn`: a command that runs it (`strace -c`), the binary and arguments after its own.
    @discardableResult
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
                    asUnprivilegedUser: Bool = false, wrappedIn wrapper: [String] = [],
                    in directory: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        if let tool = wrapper.first {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = Array(wrapper.dropFirst()) + [try path()] + arguments
        } else if asUnprivilegedUser, geteuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", try path()] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: try path())
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes fully before waiting, so a full pipe cannot deadlock.
        let collected = OutputBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            collected.set(out.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: collected.data, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// The findings `duo-lsp lint --format json` reports for `paths` (the directory itself when empty).
    static func lintFindings(_ paths: [String] = [], in directory: URL) throws -> [JSONValue] {
        let result = try run(["lint", "--exit-zero", "--format", "json"] + paths, in: directory)
        return try XCTUnwrap(JSONParser.parse(Array(result.stdout.utf8)).arrayValue, result.stderr)
    }
}

private final class OutputBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()
    func set(_ data: Data) { lock.withLock { stored = data } }
    var data: Data { lock.withLock { stored } }
}
