import FixIts

/// `path:line:column: warning: message [DUO101]`, swiftc's shape; on a
/// terminal also the source line with a caret under the range.
enum TextFormat {
    static func render(_ report: FileReport, style: TextStyle) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            let start = SourcePosition(offset: diagnostic.range.lowerBound, in: report)
            let word = diagnostic.severity.compilerWord
            let colored: String
            switch diagnostic.severity {
            case .error: colored = style.paint(word, "1;31")
            case .warning: colored = style.paint(word, "1;33")
            default: colored = style.paint(word, "1;36")
            }
            let fixable = diagnostic.fixes.first.map { $0.safety == .safe ? " [*]" : "" } ?? ""
            out += "\(style.paint("\(report.path):\(start.line):\(start.column):", "1")) \(colored): \(diagnostic.message) [\(diagnostic.code)]\(fixable)\n"
            if style.excerpts { out += excerpt(diagnostic, start: start, report: report, style: style) }
        }
        return out
    }

    private static func excerpt(_ diagnostic: Diagnostic, start: SourcePosition, report: FileReport, style: TextStyle) -> String {
        guard start.line - 1 < report.lines.lineCount else { return "" }
        let lineRange = report.lines.contentRange(ofLine: start.line - 1, in: report.bytes)
        let line = String(decoding: report.bytes[lineRange], as: UTF8.self)
        // The caret goes under the characters, not the bytes.
        let before = String(decoding: report.bytes[lineRange.lowerBound ..< min(diagnostic.range.lowerBound, lineRange.upperBound)], as: UTF8.self)
        let underlinedEnd = min(diagnostic.range.upperBound, lineRange.upperBound)
        let underlined = underlinedEnd > diagnostic.range.lowerBound
            ? String(decoding: report.bytes[diagnostic.range.lowerBound ..< underlinedEnd], as: UTF8.self) : " "
        let padding = String(before.map { $0 == "\t" ? "\t" : " " })
        let marker = "^" + String(repeating: "~", count: max(0, underlined.count - 1))
        return "\(line)\n\(padding)\(style.paint(marker, "1;32"))\n"
    }
}
