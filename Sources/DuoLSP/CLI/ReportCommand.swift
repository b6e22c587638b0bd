import FixIts
import Foundation

/// `duo-lsp report [PATH…] [-o report.html] [--format html|json]`.
enum ReportCommand {
    static let help = """
        usage: duo-lsp report [PATH…] [-o FILE] [--format html|json] [--baseline FILE] [--jobs N]

        Lints like `duo-lsp lint` and writes a readiness report: findings by rule and by folder,
        the files with the most findings, how many are fixable safely or with review, and each
        rule's explanation with a link to its page. HTML (one self-contained page that opens
        offline) by default, to standard output or to FILE; --format json writes the same
        summary for dashboards.
        """

    static func run(_ arguments: [String]) -> Int32 {
        var lintArguments: [String] = []
        var output: String?
        var format = "html"
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "-o", "--output":
                guard index + 1 < arguments.count else { Output.error("\(arguments[index]) needs a file"); return 2 }
                output = arguments[index + 1]
                index += 1
            case "--format":
                guard index + 1 < arguments.count, ["html", "json"].contains(arguments[index + 1]) else {
                    Output.error("report: --format takes html or json")
                    return 2
                }
                format = arguments[index + 1]
                index += 1
            default:
                lintArguments.append(arguments[index])
            }
            index += 1
        }
        let options: LintOptions
        do {
            options = try LintOptions.parse(lintArguments)
        } catch {
            Output.error(error.message)
            return 2
        }
        guard !options.fix, !options.diff, options.paths != ["-"] else {
            Output.error("report lints files in place; --fix, --diff and standard input are for duo-lsp lint")
            return 2
        }
        let runner = LintRunner(commandLine: options)
        if let error = runner.commandLineBaselineError() {
            Output.error(error)
            return 2
        }
        let (reports, errors) = runner.runPaths()
        for error in errors { Output.error(error) }

        // Paths, labels and the title are read from the project root, also when the paths given are absolute.
        let root = ProjectRoot.of(paths: options.paths)
        let summary = ReportSummary(reports: reports, root: root)
        let linted = options.paths.map { ProjectRoot.relative($0, to: root) }.filter { $0 != "." }
        let title = "iPhone Duo readiness: " + (root as NSString).lastPathComponent + (linted.isEmpty ? "" : " (\(linted.joined(separator: ", ")))")
        let text = format == "json" ? summary.json.serializedString() + "\n" : ReportPage.render(summary, title: title)
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                Output.error("\(output): cannot write the report (\(error.localizedDescription))")
                return 2
            }
            FileHandle.standardError.write(Data("Wrote the report (\(summary.findings.counted("finding")) in \(summary.filesWithFindings) of \(summary.files.counted("file"))) to \(output).\n".utf8))
        } else {
            Output.write(text)
        }
        return errors.isEmpty ? 0 : 2
    }
}
