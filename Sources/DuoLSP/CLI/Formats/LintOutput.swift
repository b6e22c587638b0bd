import FixIts
import Foundation
import JSONRPC

/// Renders lint reports in the chosen format.
enum LintOutput {
    static func render(reports: [FileReport], options: LintOptions, style: TextStyle) -> String {
        if options.diff { return reports.compactMap(\.diff).joined() }
        if options.statistics { return statistics(reports: reports, json: options.format == .json) }
        switch options.format {
        case .text: return reports.map { TextFormat.render($0, style: style) }.joined()
        case .json: return JSONFormat.render(reports, jobs: options.jobCount) + "\n"
        case .sarif: return SARIFFormat.render(reports) + "\n"
        case .github: return GitHubFormat.render(reports)
        case .junit: return JUnitFormat.render(reports, failLevel: options.failLevel(for:))
        case .checkstyle: return CheckstyleFormat.render(reports)
        }
    }

    /// `Found 4 findings in 2 files (3 fixable with --fix, 1 more with --unsafe-fixes).`,
    /// and how many findings the baseline hid.
    static func summary(reports: [FileReport], options: LintOptions) -> String {
        let diagnostics = reports.flatMap(\.diagnostics)
        let fixed = reports.reduce(0) { $0 + $1.fixesApplied }
        let hidden = reports.reduce(0) { $0 + $1.hiddenByBaseline }
        var parts: [String] = []
        let skipped = skippedSummary(reports: reports, options: options)
        if fixed > 0 { parts.append((options.diff ? "Would fix " : "Fixed ") + fixed.counted("finding") + ".") }
        if diagnostics.isEmpty {
            let linted = reports.count - reports.filter { $0.skipped != nil }.count
            if fixed == 0 { parts.append("No findings in \(linted.counted("file")).") }
        } else {
            let files = reports.filter { !$0.diagnostics.isEmpty }.count
            let safe = diagnostics.filter { $0.fixes.first?.safety == .safe }.count
            let unsafe = diagnostics.filter { $0.fixes.first?.safety == .unsafe }.count
            var found = "Found \(diagnostics.count.counted("finding")) in \(files.counted("file"))"
            var fixable: [String] = []
            if safe > 0 { fixable.append("\(safe) fixable with --fix") }
            if unsafe > 0 { fixable.append("\(unsafe) more with --unsafe-fixes") }
            if !fixable.isEmpty { found += " (" + fixable.joined(separator: ", ") + ")" }
            parts.append(found + ".")
        }
        if hidden > 0 { parts.append("\(hidden.counted("finding")) hidden by the baseline.") }
        return (parts + skipped).joined(separator: " ")
    }

    /// "Skipped 312 files that do not run in the iPhone app (280 test, 32 other platforms; --show-skipped lists them)."
    private static func skippedSummary(reports: [FileReport], options: LintOptions) -> [String] {
        let skipped = reports.compactMap(\.skipped)
        guard !skipped.isEmpty else { return [] }
        let kinds = RunsElsewhere.Kind.allCases.compactMap { kind -> String? in
            let count = skipped.filter { $0.kind == kind }.count
            guard count > 0 else { return nil }
            switch kind {
            case .test: return "\(count) test"
            case .preview: return "\(count) preview"
            case .otherPlatform: return "\(count) other platforms'"
            case .olderSystem: return "\(count) for older systems"
            case .development: return "\(count) for development builds"
            case .otherDevice: return "\(count) for iPads only"
            }
        }
        let hint = options.showSkipped ? "" : "; --show-skipped lists them"
        return ["Skipped \(skipped.count) file\(skipped.count == 1 ? " that does" : "s that do") not run in the iPhone app (\(kinds.joined(separator: ", "))\(hint))."]
    }

    /// One line per skipped file: `path: skipped: test code (imports XCTest)`.
    static func skippedFiles(reports: [FileReport]) -> String {
        reports.compactMap { report in report.skipped.map { "\(DisplayText.escaped(report.path)): skipped: \($0)\n" } }.joined()
    }

    /// Counts per rule, most frequent first, with how many `--fix` and
    /// `--unsafe-fixes` would repair (as the summary counts them).
    static func statistics(reports: [FileReport], json: Bool) -> String {
        var counts: [String: (name: String, count: Int, fixable: Int, unsafe: Int)] = [:]
        for diagnostic in reports.flatMap(\.diagnostics) {
            var entry = counts[diagnostic.code] ?? (diagnostic.name, 0, 0, 0)
            entry.count += 1
            switch diagnostic.fixes.first?.safety {
            case .safe?: entry.fixable += 1
            case .unsafe?: entry.unsafe += 1
            case nil: break
            }
            counts[diagnostic.code] = entry
        }
        let rows = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        if json {
            return JSONValue.array(rows.map { code, entry in
                .object(["code": .string(code), "name": .string(entry.name), "count": .integer(Int64(entry.count)),
                         "fixable": .integer(Int64(entry.fixable)), "unsafeFixable": .integer(Int64(entry.unsafe))])
            }).serializedString() + "\n"
        }
        return rows.map { code, entry in
            var fixes: [String] = []
            if entry.fixable > 0 { fixes.append("\(entry.fixable) fixable") }
            if entry.unsafe > 0 { fixes.append("\(entry.unsafe) more with --unsafe-fixes") }
            return "\(String(entry.count).leftPadded(to: 6))  \(code)  \(entry.name)\(fixes.isEmpty ? "" : "  [\(fixes.joined(separator: ", "))]")\n"
        }.joined()
    }
}

/// A finding's 1-based line and UTF-8 byte column, as swiftc prints them.
struct SourcePosition {
    var line: Int
    var column: Int
    var offset: Int

    init(offset: Int, in report: FileReport) {
        let (line, column) = report.lines.position(of: offset)
        self.line = line + 1
        self.column = column + 1
        self.offset = offset
    }
}

extension Int {
    /// `1 finding`, `2 findings`: the count with its noun.
    func counted(_ noun: String) -> String {
        "\(self) \(noun)\(self == 1 ? "" : "s")"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    /// Escaped for XML text and attributes. Control characters, which XML
    /// 1.0 does not allow even as `&#7;`, are shown as in text output (`\x07`).
    var xmlEscaped: String {
        var result = ""
        for scalar in DisplayText.escaped(self).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
