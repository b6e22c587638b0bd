import Foundation
import PackagePlugin

/// Runs duo-lsp for a command plugin, in the package's (or project's) folder
/// so that relative paths such as `report -o report.html` land there, with
/// the plugin's standard output and error.
struct DuoInvocation {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static let subcommands = ["lint", "report"]

    var tool: URL
    var directory: URL

    /// `--target NAME` (SwiftPM's and Xcode's way of naming targets), the
    /// subcommand (`lint` when there is none, so `swift package duo-lsp --fix`
    /// also fixes) and the arguments for duo-lsp.
    static func parse(_ arguments: [String]) -> (targets: [String], command: String, rest: [String]) {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        var command = "lint"
        if let first = rest.first, subcommands.contains(first) {
            command = rest.removeFirst()
        }
        return (targets, command, rest)
    }

    /// `path` relative to the folder `root`, for shorter findings.
    static func relative(_ path: String, to root: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path(percentEncoded: false)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : standardized
    }

    /// Runs duo-lsp; its findings make the plugin fail as they make
    /// `duo-lsp lint` fail, so `swift package duo-lsp lint` gates CI too.
    func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw Failure("duo-lsp \(arguments.first ?? "lint") found hazards (exit status 1)")
        case let status: throw Failure("duo-lsp \(arguments.first ?? "lint") failed (exit status \(status))")
        }
    }
}
