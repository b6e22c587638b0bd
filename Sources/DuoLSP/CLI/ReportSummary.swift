import FixIts
import Foundation
import JSONRPC

/// What `duo-lsp report` shows: the whole job of getting a code base ready
/// for iPhone Duo, counted by rule, folder and file. One summary feeds both
/// the HTML page and `--format json`, so they cannot disagree.
struct ReportSummary {
    struct RuleRow {
        var code: String
        var name: String
        var severity: Severity
        var summary: String
        var url: String
        var count: Int
        var safe: Int
        var unsafe: Int
    }

    struct PathRow {
        var path: String
        var count: Int
    }

    /// The project root (`ProjectRoot`): every path below is relative to it.
    var root: String
    var files = 0
    var filesWithFindings = 0
    var findings = 0
    var safeFixes = 0
    var unsafeFixes = 0
    var unfixable = 0
    var severities: [Severity: Int] = [:]
    var rules: [RuleRow] = []
    var folders: [PathRow] = []
    var topFiles: [PathRow] = []

    init(reports: [FileReport], root: String) {
        self.root = root
        files = reports.count
        var byRule: [String: RuleRow] = [:]
        var byFolder: [String: Int] = [:]
        var byFile: [PathRow] = []
        for report in reports where !report.diagnostics.isEmpty {
            filesWithFindings += 1
            let path = ProjectRoot.relative(report.path, to: root)
            byFile.append(PathRow(path: path, count: report.diagnostics.count))
            let folder = (path as NSString).deletingLastPathComponent
            byFolder[folder.isEmpty ? "." : folder, default: 0] += report.diagnostics.count
            for diagnostic in report.diagnostics {
                findings += 1
                severities[diagnostic.severity, default: 0] += 1
                var row = byRule[diagnostic.code] ?? ReportSummary.row(for: diagnostic)
                row.count += 1
                switch diagnostic.fixes.first?.safety {
                case .safe?: row.safe += 1; safeFixes += 1
                case .unsafe?: row.unsafe += 1; unsafeFixes += 1
                case nil: unfixable += 1
                }
                byRule[diagnostic.code] = row
            }
        }
        rules = byRule.values.sorted { ($1.count, $0.code) < ($0.count, $1.code) }
        folders = byFolder.map { PathRow(path: $0.key, count: $0.value) }.sorted { ($1.count, $0.path) < ($0.count, $1.path) }
        topFiles = Array(byFile.sorted { ($1.count, $0.path) < ($0.count, $1.path) }.prefix(10))
    }

    private static func row(for diagnostic: Diagnostic) -> RuleRow {
        let rule = RuleRegistry.rule(named: diagnostic.code)
        return RuleRow(code: diagnostic.code, name: diagnostic.name, severity: rule?.defaultSeverity ?? diagnostic.severity,
                       summary: rule?.documentation.summary ?? "", url: rule.map(RuleLinks.url(for:)) ?? "",
                       count: 0, safe: 0, unsafe: 0)
    }

    var json: JSONValue {
        .object([
            "root": .string(root),
            "files": .integer(Int64(files)),
            "filesWithFindings": .integer(Int64(filesWithFindings)),
            "findings": .integer(Int64(findings)),
            "fixable": .object(["safe": .integer(Int64(safeFixes)), "unsafe": .integer(Int64(unsafeFixes)), "none": .integer(Int64(unfixable))]),
            "severities": .object(JSONObject(Severity.allCases.map { ($0.rawValue, JSONValue.integer(Int64(severities[$0] ?? 0))) })),
            "rules": .array(rules.map { row in
                .object([
                    "code": .string(row.code), "name": .string(row.name), "severity": .string(row.severity.rawValue),
                    "summary": .string(row.summary), "url": .string(row.url), "count": .integer(Int64(row.count)),
                    "safe": .integer(Int64(row.safe)), "unsafe": .integer(Int64(row.unsafe)),
                ])
            }),
            "folders": .array(folders.map { .object(["path": .string($0.path), "count": .integer(Int64($0.count))]) }),
            "topFiles": .array(topFiles.map { .object(["path": .string($0.path), "count": .integer(Int64($0.count))]) }),
        ])
    }
}

extension JSONObject {
    init(_ pairs: [(String, JSONValue)]) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }
}
