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
            let path = DisplayText.escaped(report.path)
            out += "\(style.paint("\(path):\(start.line):\(start.column):", "1")) \(colored): \(DisplayText.escaped(diagnostic.message)) [\(diagnostic.code)]\(fixable)\n"
            if style.excerpts { out += excerpt(diagnostic, start: start, report: report, style: style) }
        }
        return out
    }

    private static func excerpt(_ diagnostic: Diagnostic, start: SourcePosition, report: FileReport, style: TextStyle) -> String {
        guard start.line - 1 < report.lines.lineCount else { return "" }
        let lineRange = report.lines.contentRange(ofLine: start.line - 1, in: report.bytes)
        // Shown as escaped as the message (tabs kept, to line up the caret).
        func text(_ range: Range<Int>) -> String {
            DisplayText.escaped(String(decoding: report.bytes[range], as: UTF8.self), keepingTabs: true)
        }
        let line = text(lineRange)
        // The caret goes under the characters, not the bytes.
        let before = text(lineRange.lowerBound ..< min(diagnostic.range.lowerBound, lineRange.upperBound))
        let underlinedEnd = min(diagnostic.range.upperBound, lineRange.upperBound)
        let underlined = underlinedEnd > diagnostic.range.lowerBound ? text(diagnostic.range.lowerBound ..< underlinedEnd) : " "
        let padding = String(before.map { $0 == "\t" ? "\t" : " " })
        let marker = "^" + String(repeating: "~", count: max(0, underlined.count - 1))
        return "\(line)\n\(padding)\(style.paint(marker, "1;32"))\n"
    }
}
