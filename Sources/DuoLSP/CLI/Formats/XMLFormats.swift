import FixIts

/// JUnit XML: a test suite per file, a test case per finding, one passing
/// case for a clean file. A finding fails its case only at or above
/// `--fail-on` (or the file's `"failOn"`); one below it passes with the
/// finding in `system-out`, so a dashboard counts the failures the exit
/// status does.
enum JUnitFormat {
    static func render(_ reports: [FileReport], failLevel: (FileReport) -> FailLevel) -> String {
        let failures = reports.reduce(0) { total, report in total + report.diagnostics.filter { failLevel(report).fails($0.severity) }.count }
        let tests = reports.reduce(0) { $0 + max(1, $1.diagnostics.count) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"duo-lsp\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for report in reports {
            let path = report.path.xmlEscaped
            let level = failLevel(report)
            let fileFailures = report.diagnostics.filter { level.fails($0.severity) }.count
            out += "  <testsuite name=\"\(path)\" tests=\"\(max(1, report.diagnostics.count))\" failures=\"\(fileFailures)\" errors=\"0\">\n"
            if report.diagnostics.isEmpty {
                out += "    <testcase classname=\"\(path)\" name=\"duo-lsp\"/>\n"
            }
            for diagnostic in report.diagnostics {
                let start = SourcePosition(offset: diagnostic.range.lowerBound, in: report)
                let line = "\(report.path.xmlEscaped):\(start.line):\(start.column): \(diagnostic.message.xmlEscaped) [\(diagnostic.code)]"
                out += "    <testcase classname=\"\(path)\" name=\"\(diagnostic.code) \(diagnostic.name) at \(start.line):\(start.column)\">\n"
                if level.fails(diagnostic.severity) {
                    out += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(diagnostic.message.xmlEscaped)\">\(line)</failure>\n"
                } else {
                    out += "      <system-out>\(line)</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}

/// Checkstyle XML, which many CI dashboards read.
enum CheckstyleFormat {
    static func render(_ reports: [FileReport]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for report in reports {
            out += "  <file name=\"\(report.path.xmlEscaped)\">\n"
            for diagnostic in report.diagnostics {
                let start = SourcePosition(offset: diagnostic.range.lowerBound, in: report)
                let severity = diagnostic.severity == .hint ? "info" : diagnostic.severity.rawValue
                out += "    <error line=\"\(start.line)\" column=\"\(start.column)\" severity=\"\(severity)\" message=\"\(diagnostic.message.xmlEscaped)\" source=\"duo-lsp.\(diagnostic.code)\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
