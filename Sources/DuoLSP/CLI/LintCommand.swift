import FixIts
import Foundation

/// `duo-lsp lint`: batch mode for the terminal, scripts, CI and pre-commit.
enum LintCommand {
    static func run(_ arguments: [String]) -> Int32 {
        let options: LintOptions
        do {
            options = try LintOptions.parse(arguments)
        } catch {
            Output.error(error.message)
            return 2
        }
        let runner = LintRunner(commandLine: options)
        if let error = runner.commandLineBaselineError() {
            Output.error(error)
            return 2
        }
        var reports: [FileReport]
        let errors: [String]
        if options.paths == ["-"] {
            reports = [lintStandardInput(options: options, runner: runner, resolver: runner.resolver)]
            errors = LintRunner.errors([], reports: reports)
        } else {
            (reports, errors) = runner.runPaths()
        }
        if !options.buildStep {
            for error in errors { Output.error(error) }
        } else {
            for error in errors { BuildStep.warn(error) }
            reports = BuildStep.shown(reports, options: options)
        }
        if options.showSkipped { FileHandle.standardError.write(Data(LintOutput.skippedFiles(reports: reports).utf8)) }

        if let baselinePath = options.writeBaseline {
            let entries = reports.flatMap { report in
                report.diagnostics.map {
                    Baseline.entry(for: $0, bytes: report.bytes, lines: report.lines,
                                   path: BaselineFile.relativePath(of: report.path, toBaselineAt: baselinePath))
                }
            }
            do {
                try Data(BaselineFile.serialized(Baseline(entries: entries)).utf8).write(to: URL(fileURLWithPath: baselinePath))
            } catch {
                Output.error("\(baselinePath): cannot write the baseline (\(error.localizedDescription))")
                return 2
            }
            FileHandle.standardError.write(Data("Wrote \(entries.count) finding\(entries.count == 1 ? "" : "s") to \(baselinePath).\n".utf8))
            return errors.isEmpty ? 0 : 2
        }
        if options.paths == ["-"], options.fix, !options.diff {
            // Fixing standard input prints the fixed text.
            Output.write(String(decoding: reports[0].bytes, as: UTF8.self))
        } else {
            let style = TextStyle(options: options)
            Output.write(LintOutput.render(reports: reports, options: options, style: style))
            if !options.quiet, !options.buildStep, options.format == .text, !options.statistics {
                let summary = LintOutput.summary(reports: reports, options: options)
                if !summary.isEmpty { FileHandle.standardError.write(Data((summary + "\n").utf8)) }
            }
        }

        let status = exitStatus(reports: reports, errors: errors, options: options)
        if let stamp = options.stamp { BuildStep.updateStamp(at: stamp, passed: status == 0, reports: reports) }
        return status
    }

    private static func exitStatus(reports: [FileReport], errors: [String], options: LintOptions) -> Int32 {
        // A build step reports what it could not read as warnings and goes on.
        if !errors.isEmpty, !options.buildStep { return 2 }
        if options.exitZero { return 0 }
        if options.diff { return reports.contains { $0.diff != nil && !$0.diff!.isEmpty } ? 1 : 0 }
        let failing = reports.contains { report in
            let level = options.failLevel(for: report)
            return report.diagnostics.contains { level.fails($0.severity) }
        }
        return failing ? 1 : 0
    }

    private static func lintStandardInput(options: LintOptions, runner: LintRunner, resolver: ConfigurationResolver) -> FileReport {
        let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        let path = options.stdinFilename ?? "<stdin>"
        var report = FileReport(path: path)
        if options.forceExclude, let name = options.stdinFilename,
           PathExclusion(resolver: resolver, base: FileManager.default.currentDirectoryPath).isExcluded(named: Paths.absolute(name), isFolder: false) {
            // Named as an excluded file: passed through untouched, like one on disk.
            report.bytes = bytes
            report.lines = LineIndex(bytes)
            return report
        }
        let configuration: Configuration
        switch options.stdinFilename.map({ resolver.resolve(forFileAt: $0) }) ?? resolver.resolve(folder: FileManager.default.currentDirectoryPath) {
        case .success(let resolved): configuration = resolved.configuration
        case .failure(let error):
            report.error = error.description
            report.isConfigurationError = true
            report.bytes = bytes
            return report
        }
        return runner.lint(bytes: bytes, path: path, target: LintTarget.ofNamedFile(path), configuration: configuration, writeFixes: false)
    }
}
