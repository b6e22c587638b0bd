import FixIts
import Foundation
import JSONRPC

/// SARIF 2.1.0, with rules, help text and fixes, for GitHub code scanning.
/// Columns are UTF-16 code units, SARIF's default.
enum SARIFFormat {
    static func render(_ reports: [FileReport]) -> String {
        let rules = RuleRegistry.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.code, $0) })
        var results: [JSONValue] = []
        for report in reports {
            for diagnostic in report.diagnostics {
                var result: JSONObject = [
                    "ruleId": .string(diagnostic.code),
                    "level": .string(level(diagnostic.severity)),
                    "message": .object(["text": .string(diagnostic.message)]),
                    "locations": .array([.object(["physicalLocation": .object([
                        "artifactLocation": .object(["uri": .string(uri(report.path))]),
                        "region": region(diagnostic.range, in: report),
                    ])])]),
                ]
                if let index = ruleIndex[diagnostic.code] { result["ruleIndex"] = .integer(Int64(index)) }
                if !diagnostic.fixes.isEmpty {
                    result["fixes"] = .array(diagnostic.fixes.map { fix in
                        .object([
                            "description": .object(["text": .string(fix.title + (fix.safety == .unsafe ? " (unsafe)" : ""))]),
                            "artifactChanges": .array([.object([
                                "artifactLocation": .object(["uri": .string(uri(report.path))]),
                                "replacements": .array(fix.edits.map { edit in
                                    .object([
                                        "deletedRegion": region(edit.range, in: report),
                                        "insertedContent": .object(["text": .string(edit.newText)]),
                                    ])
                                }),
                            ])]),
                        ])
                    })
                }
                results.append(.object(result))
            }
        }
        let driver: JSONValue = .object([
            "name": "duo-lsp",
            "version": .string(DuoCommand.version),
            "informationUri": "https://github.com/duo-lsp/duo-lsp",
            "rules": .array(rules.map { rule in
                .object([
                    "id": .string(rule.code),
                    "name": .string(rule.name),
                    "shortDescription": .object(["text": .string(rule.documentation.summary)]),
                    "fullDescription": .object(["text": .string(rule.documentation.whatItFlags)]),
                    "help": .object(["text": .string(rule.documentation.whyItMatters), "markdown": .string(rule.markdownDocumentation)]),
                    "helpUri": .string(RuleLinks.url(for: rule)),
                    "defaultConfiguration": .object(["level": .string(level(rule.defaultSeverity))]),
                ])
            }),
        ])
        let log: JSONValue = .object([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": .array([.object(["tool": .object(["driver": driver]), "results": .array(results)])]),
        ])
        return log.serializedString()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .hint: "note"
        }
    }

    /// A relative path as a relative URI with `/` separators and
    /// percent-escapes (code scanning reads it from the repository's root);
    /// an absolute one as a `file://` URI, which SARIF requires of it.
    static func uri(_ path: String) -> String {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).absoluteString }
        var path = path
        if path.hasPrefix("./") { path.removeFirst(2) }
        return path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    static func region(_ range: Range<Int>, in report: FileReport) -> JSONValue {
        let (startLine, startColumn) = utf16Position(range.lowerBound, in: report)
        let (endLine, endColumn) = utf16Position(range.upperBound, in: report)
        return .object([
            "startLine": .integer(Int64(startLine)), "startColumn": .integer(Int64(startColumn)),
            "endLine": .integer(Int64(endLine)), "endColumn": .integer(Int64(endColumn)),
        ])
    }

    static func utf16Position(_ offset: Int, in report: FileReport) -> (Int, Int) {
        let line = report.lines.line(of: offset)
        let lineStart = report.lines.lineStarts[line]
        let prefix = String(decoding: report.bytes[lineStart ..< min(max(offset, lineStart), report.bytes.count)], as: UTF8.self)
        return (line + 1, prefix.utf16.count + 1)
    }
}
