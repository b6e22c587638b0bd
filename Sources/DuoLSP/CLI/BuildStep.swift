import FixIts
import Foundation

/// `duo-lsp lint --build-step [--stamp FILE]`: linting as a step of a build
/// (the SwiftPM and Xcode plugins, an Xcode Run Script phase).
///
/// A build must not fail because of duo-lsp unless the project asks
/// (`"failOn"` in `.duo-lsp.json`). Exit status alone does not decide that:
/// Xcode fails a step that prints an `error:` line even when it exits 0, so
/// what is printed as an error is exactly what fails.
enum BuildStep {
    /// The findings as the build shows them: those that fail it as errors,
    /// the others at most as warnings (an error-severity rule such as DUO402
    /// still shows, without failing the build).
    static func shown(_ reports: [FileReport], options: LintOptions) -> [FileReport] {
        reports.map { report in
            let level = options.failLevel(for: report)
            var shown = report
            for index in shown.diagnostics.indices {
                let severity = shown.diagnostics[index].severity
                if level.fails(severity) {
                    shown.diagnostics[index].severity = .error
                } else if severity == .error {
                    shown.diagnostics[index].severity = .warning
                }
            }
            return shown
        }
    }

    /// A file or configuration that could not be read, as a warning: the
    /// build goes on (its own `path:line:column: error:` form turned into a
    /// warning, so Xcode still points at the place).
    static func warn(_ message: String) {
        let line: String
        if let range = message.range(of: ": error: ") {
            line = message.replacingCharacters(in: range, with: ": warning: ")
        } else {
            line = "warning: duo-lsp: \(message)"
        }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes the stamp when the lint passed, removes it when it failed: a
    /// failed step must run again on the next build, not be found up to date.
    static func updateStamp(at path: String, passed: Bool, reports: [FileReport]) {
        guard passed else {
            try? FileManager.default.removeItem(atPath: path)
            return
        }
        let findings = reports.reduce(0) { $0 + $1.diagnostics.count }
        // A comment, so the stamp can be a Swift file the build compiles
        // (the plugin's declared output; see Plugins/DuoLSPBuildToolPlugin).
        let text = "// duo-lsp \(DuoCommand.version) linted \(reports.count) file\(reports.count == 1 ? "" : "s"): \(findings) finding\(findings == 1 ? "" : "s").\n"
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            warn("\(path): cannot write the stamp (\(error.localizedDescription)); the next build lints again")
        }
    }
}

extension LintOptions {
    /// What decides whether a file's findings fail: `--fail-on`, else the
    /// file's configuration's `"failOn"`, else warnings — or, in a build
    /// step, nothing.
    func failLevel(for report: FileReport) -> FailLevel {
        failOn ?? report.failOn ?? (buildStep ? .never : .severity(.warning))
    }
}
