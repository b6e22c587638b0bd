import FixIts
import JSONRPC

/// One JSON array of findings (DESIGN.md, "The command line").
enum JSONFormat {
    /// What serializing the array of every finding gives, each file's findings serialized apart on
    /// `jobs` workers: on one thread after the lint, the output of a large lint was a tenth of its time.
    static func render(_ reports: [FileReport], jobs: Int) -> String {
        let withFindings = reports.filter { !$0.diagnostics.isEmpty }
        let parts = Slots<[UInt8]>(count: withFindings.count)
        Counter.forEach(withFindings.count, jobs: jobs) { index in
            var bytes: [UInt8] = []
            for (position, diagnostic) in withFindings[index].diagnostics.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                finding(diagnostic, in: withFindings[index]).serialize(into: &bytes)
            }
            parts.set(index, bytes)
        }
        var output: [UInt8] = [UInt8(ascii: "[")]
        for (position, part) in parts.all.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            output += part
        }
        output.append(UInt8(ascii: "]"))
        return String(decoding: output, as: UTF8.self)
    }

    static func finding(_ diagnostic: Diagnostic, in report: FileReport) -> JSONValue {
        var object: JSONObject = [
            "path": .string(report.path),
            "code": .string(diagnostic.code),
            "name": .string(diagnostic.name),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "start": position(diagnostic.range.lowerBound, in: report),
            "end": position(diagnostic.range.upperBound, in: report),
            "fixes": .array(diagnostic.fixes.map { fix in
                .object([
                    "title": .string(fix.title),
                    "safety": .string(fix.safety.rawValue),
                    "edits": .array(fix.edits.map { edit in
                        .object([
                            "start": position(edit.range.lowerBound, in: report),
                            "end": position(edit.range.upperBound, in: report),
                            "newText": .string(edit.newText),
                        ])
                    }),
                ])
            }),
        ]
        // The declarations elsewhere the finding is about (a wrapper's), 1-based lines.
        if !diagnostic.related.isEmpty {
            object["related"] = .array(diagnostic.related.map {
                .object(["path": .string($0.path), "line": .integer(Int64($0.line + 1)), "message": .string($0.message)])
            })
        }
        return .object(object)
    }

    static func position(_ offset: Int, in report: FileReport) -> JSONValue {
        let position = SourcePosition(offset: offset, in: report)
        return .object(["line": .integer(Int64(position.line)), "column": .integer(Int64(position.column)), "offset": .integer(Int64(offset))])
    }
}

/// GitHub Actions workflow commands: annotations on the pull request.
enum GitHubFormat {
    static func render(_ reports: [FileReport]) -> String {
        var out = ""
        for report in reports {
            for diagnostic in report.diagnostics {
                let start = SourcePosition(offset: diagnostic.range.lowerBound, in: report)
                let end = SourcePosition(offset: diagnostic.range.upperBound, in: report)
                let level = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
                let properties = [
                    "file=\(escapeProperty(report.path))", "line=\(start.line)", "col=\(start.column)",
                    "endLine=\(end.line)", "endColumn=\(end.column)", "title=\(escapeProperty("\(diagnostic.code) \(diagnostic.name)"))",
                ]
                out += "::\(level) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
            }
        }
        return out
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

import Foundation
