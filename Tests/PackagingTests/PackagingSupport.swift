import Foundation
import XCTest

/// A failure that ends the test, with a message for the person reading CI's log.
struct PackagingFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// What the packaging tests share: where the package is, finding tools (a
/// missing one fails the test with the command that installs it; never a
/// skip), and running a command with a time limit.
enum PackagingSupport {
    /// The package root: this file is Tests/PackagingTests/PackagingSupport.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Run {
        var status: Int32
        /// Standard output and error, interleaved as written.
        var output: String
    }

    /// An executable on PATH (the toolchain's folder first), or a failure
    /// naming the Debian package that has it (scripts/test.sh installs them).
    static func tool(_ name: String, package: String) throws -> URL {
        let path = "/opt/swift/usr/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin") + ":/usr/sbin:/sbin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw PackagingFailure("`\(name)` is not installed, so this test cannot run (it fails rather than skips): apt-get install \(package), or run scripts/test.sh as root, which installs it.")
    }

    /// Runs `executable` and waits at most `timeout` seconds (then kills it
    /// and fails): a hung build must not hang CI.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:], timeout: TimeInterval) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let collected = Collected()
        let done = DispatchSemaphore(value: 0)
        try process.run()
        DispatchQueue.global().async {
            collected.set(pipe.fileHandleForReading.readDataToEndOfFile())
            done.signal()
        }
        if done.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            throw PackagingFailure("`\(executable.lastPathComponent) \(arguments.joined(separator: " "))` took over \(Int(timeout)) s and was stopped")
        }
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: collected.data, as: UTF8.self))
    }

    /// A fresh folder under the temporary directory, removed when the test
    /// process exits (the built sample and the unpacked archive are shared by
    /// several tests, so no single test may remove them).
    static func temporaryFolder(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        TemporaryFolders.shared.add(url)
        return url
    }
}

private final class TemporaryFolders: @unchecked Sendable {
    static let shared = TemporaryFolders()
    private let lock = NSLock()
    private var folders: [URL] = []

    private init() {
        atexit { TemporaryFolders.shared.removeAll() }
    }

    func add(_ url: URL) { lock.withLock { folders.append(url) } }

    func removeAll() {
        for url in lock.withLock({ folders }) { try? FileManager.default.removeItem(at: url) }
    }
}

private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()
    func set(_ data: Data) { lock.withLock { stored = data } }
    var data: Data { lock.withLock { stored } }
}
