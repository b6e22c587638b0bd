import Foundation
import XCTest

/// A failure that ends the test, with a message for the person reading CI's log.
struct EditorTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Shared by the editor tests: where the package, the built server and the
/// editors are; a temporary project holding the sample file; running an
/// editor with a time limit.
enum EditorTestSupport {
    /// The package root: this file is Tests/EditorTests/EditorTestSupport.swift.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let editorsDirectory = packageRoot.appendingPathComponent("editors")
    static let driversDirectory = packageRoot.appendingPathComponent("Tests/EditorTests/Drivers")

    /// How long one editor run may take before it is killed and the test fails.
    static let editorTimeout: TimeInterval = 90

    /// The sample: DUO101 flags `UIScreen.main.scale`, and its preferred, safe
    /// fix "Use traitCollection.displayScale" rewrites it.
    static let sampleSource = """
        import UIKit

        final class PhotoViewController: UIViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let scale = UIScreen.main.scale
                print(scale)
            }
        }

        """
    static let fixedSource = sampleSource.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale")
    static let quickFixTitle = "Use traitCollection.displayScale"

    /// The `duo-lsp` this test run built: beside the test bundle in the
    /// products folder, else `.build/debug/duo-lsp` under the package root.
    static func serverBinary() throws -> URL {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["DUO_LSP_BINARY"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("duo-lsp"))
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("duo-lsp"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/duo-lsp"))
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found.resolvingSymlinksInPath()
        }
        throw EditorTestFailure("""
            The duo-lsp binary is not built. Looked at:
            \(candidates.map { "  " + $0.path }.joined(separator: "\n"))
            Run `swift build` (or `scripts/test.sh`) first.
            """)
    }

    /// An executable on PATH (or the override in `environmentKey`), or a
    /// failure saying how to install it. Never a skip: CI must have the editors.
    static func tool(_ name: String, environmentKey: String, install: String) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment[environmentKey], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            throw EditorTestFailure("\(environmentKey)=\(override) is not an executable file")
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw EditorTestFailure("""
            `\(name)` is not on PATH, so this editor test cannot run (it fails rather than skips).
            Install it: \(install)
            (scripts/test.sh installs it when it runs as root), or point \(environmentKey) at one.
            """)
    }

    /// A throwaway project: `<root>/Package.swift` (a root marker) and
    /// `<root>/Sources/App/PhotoViewController.swift` holding the sample.
    struct Project {
        let root: URL
        let swiftFile: URL
        let result: URL
        let home: URL

        var fileText: String { (try? String(contentsOf: swiftFile, encoding: .utf8)) ?? "" }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static func makeProject(_ name: String) throws -> Project {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("duo-editor-\(name)-\(UUID().uuidString.prefix(8))")
            .resolvingSymlinksInPath()
        let sources = root.appendingPathComponent("Sources/App")
        let home = root.appendingPathComponent(".home")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let swiftFile = sources.appendingPathComponent("PhotoViewController.swift")
        try sampleSource.write(to: swiftFile, atomically: true, encoding: .utf8)
        return Project(root: root.resolvingSymlinksInPath(), swiftFile: swiftFile, result: root.appendingPathComponent("result.json"), home: home)
    }

    struct Run {
        var status: Int32
        var timedOut: Bool
        var output: String
        var seconds: Double
    }

    /// Runs `executable` with no standard input, output to a file, killed
    /// (and reported) after `timeout` seconds.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String],
                    directory: URL, timeout: TimeInterval = editorTimeout) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        let log = directory.appendingPathComponent("editor-\(UUID().uuidString.prefix(8)).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Run(status: process.terminationStatus, timedOut: timedOut, output: output,
                   seconds: Date().timeIntervalSince(start))
    }

    /// The environment for an editor: the built server first on PATH (the
    /// shipped setups run `duo-lsp` from PATH), and a private HOME and XDG
    /// folders so the developer's own editor configuration stays out of it.
    static func editorEnvironment(server: URL, project: Project, extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = server.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = project.home.path
        for (key, folder) in ["XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data", "XDG_STATE_HOME": "state", "XDG_CACHE_HOME": "cache"] {
            environment[key] = project.home.appendingPathComponent(folder).path
        }
        environment["DUO_TEST_RESULT"] = project.result.path
        environment["DUO_TEST_FILE"] = project.swiftFile.path
        environment["DUO_TEST_ROOT"] = project.root.path
        environment["DUO_TEST_TIMEOUT_MS"] = "30000"
        environment["TERM"] = "dumb"
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// The driver's JSON report, or a failure that shows the editor's output.
    static func report(_ project: Project, _ run: Run, editor: String,
                       file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        if run.timedOut {
            XCTFail("\(editor) did not finish within \(Int(editorTimeout)) s and was killed. Output:\n\(run.output)", file: file, line: line)
        }
        guard let data = try? Data(contentsOf: project.result),
              let report = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw EditorTestFailure("\(editor) wrote no report (exit status \(run.status)). Output:\n\(run.output)")
        }
        if report["ok"] as? Bool != true {
            XCTFail("\(editor) driver failed: \(report["message"] ?? "?")\nReport: \(String(decoding: data, as: UTF8.self))\nOutput:\n\(run.output)",
                    file: file, line: line)
        }
        return report
    }
}
