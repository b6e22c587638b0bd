import FixIts
import Foundation

/// The readiness report as one self-contained page: no scripts, no external
/// assets, charts as inline SVG. Well-formed XML too, so tests can parse it.
enum ReportPage {
    static func render(_ summary: ReportSummary, title: String) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>\(escape(title))</title>
            <style>
            body { font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1.5rem; color: #1d1d1f; }
            h1 { font-size: 1.8rem; margin-bottom: .2rem; } h2 { margin-top: 2.2rem; font-size: 1.25rem; }
            .lead { color: #555; margin-top: 0; }
            .tiles { display: flex; gap: 1rem; flex-wrap: wrap; margin: 1.5rem 0; }
            .tile { border: 1px solid #ddd; border-radius: 10px; padding: .8rem 1.1rem; min-width: 9rem; }
            .tile .number { font-size: 1.9rem; font-weight: 600; display: block; }
            table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #eee; vertical-align: top; }
            td.count, th.count { text-align: right; font-variant-numeric: tabular-nums; }
            code { font: 13px ui-monospace, Menlo, monospace; }
            a { color: #0a63c9; } svg text { font: 12px -apple-system, Helvetica, Arial, sans-serif; fill: #1d1d1f; }
            svg text.label { font: \(Chart.fontSize)px ui-monospace, Menlo, "DejaVu Sans Mono", "Liberation Mono", monospace; }
            svg.chart { max-width: 100%; height: auto; }
            .safe { color: #137333; } .unsafe { color: #b05a00; } footer { margin-top: 2.5rem; color: #555; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p class="lead">What it takes to get this code ready for iPhone Duo: layouts that resize, follow the fold and keep the side bars.</p>
            <div class="tiles">
            \(tile(summary.findings, summary.findings == 1 ? "finding" : "findings", key: "findings"))
            \(tile(summary.filesWithFindings, "\(summary.filesWithFindings == 1 ? "file" : "files") with findings of \(summary.files)", key: "files-with-findings"))
            \(tile(summary.safeFixes, "fixed by <code>duo-lsp lint --fix</code>", key: "safe-fixes", raw: true))
            \(tile(summary.unsafeFixes, "with a fix to review (<code>--unsafe-fixes</code>)", key: "unsafe-fixes", raw: true))
            \(tile(summary.unfixable, "to change by hand", key: "unfixable"))
            </div>

            """
        page += "<h2>Findings by rule</h2>\n"
        page += barChart(summary.rules.map { ("\($0.code) \($0.name)", $0.count, "rule-\($0.code)") }, label: "Findings by rule")
        page += """
            <table>
            <thead><tr><th>Rule</th><th>What is wrong</th><th class="count">Findings</th><th class="count">Safe fix</th><th class="count">Unsafe fix</th></tr></thead>
            <tbody>

            """
        for rule in summary.rules {
            page += "<tr data-rule=\"\(escape(rule.code))\"><td><a href=\"\(escape(rule.url))\"><code>\(escape(rule.code))</code></a> \(escape(rule.name))</td>"
            page += "<td>\(codeSpans(rule.summary))</td><td class=\"count\" data-count=\"\(rule.count)\">\(rule.count)</td>"
            page += "<td class=\"count safe\">\(rule.safe)</td><td class=\"count unsafe\">\(rule.unsafe)</td></tr>\n"
        }
        page += "</tbody>\n</table>\n"
        page += "<h2>Findings by folder</h2>\n"
        page += barChart(summary.folders.prefix(25).map { ($0.path, $0.count, "folder") }, label: "Findings by folder")
        page += "<h2>Files with the most findings</h2>\n<table>\n<thead><tr><th>File</th><th class=\"count\">Findings</th></tr></thead>\n<tbody>\n"
        for file in summary.topFiles {
            let shown = Chart.shortened(file.path, to: 90)
            page += "<tr data-file=\"\(escape(file.path))\"><td><code\(shown == file.path ? "" : " title=\"\(escape(file.path))\"")>\(escape(shown))</code></td><td class=\"count\">\(file.count)</td></tr>\n"
        }
        page += "</tbody>\n</table>\n"
        page += "<footer>Made by duo-lsp \(DuoCommand.version). Each rule's page explains the hazard and what to write instead; run <code>duo-lsp explain CODE</code> for the same text.</footer>\n"
        return page + "</body>\n</html>\n"
    }

    private static func tile(_ value: Int, _ caption: String, key: String, raw: Bool = false) -> String {
        "<div class=\"tile\"><span class=\"number\" data-summary=\"\(key)\">\(value)</span>\(raw ? caption : escape(caption))</div>"
    }

    /// Horizontal bars, longest first, scaled to the largest value. The label
    /// column is as wide as its longest label (monospace, so the width is
    /// known here); a label longer than `Chart.longestLabel` is shortened in
    /// the middle and carries the whole text as its tooltip.
    private static func barChart(_ rows: [(label: String, value: Int, key: String)], label: String) -> String {
        guard let largest = rows.map(\.value).max(), largest > 0 else { return "<p>None.</p>\n" }
        let rowHeight = 26
        let labels = rows.map { Chart.shortened($0.label, to: Chart.longestLabel) }
        let labelWidth = max(120, labels.map(Chart.width).max() ?? 0) + 16
        let valueWidth = 60
        let barWidth = max(300, Chart.width - labelWidth - valueWidth)
        let width = labelWidth + barWidth + valueWidth
        let height = rows.count * rowHeight + 8
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" role=\"img\" aria-label=\"\(escape(label))\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        for (index, row) in rows.enumerated() {
            let y = index * rowHeight + 4
            let width = max(2, row.value * barWidth / largest)
            let tooltip = labels[index] == row.label ? "" : "<title>\(escape(row.label))</title>"
            svg += "<text class=\"label\" x=\"\(labelWidth - 8)\" y=\"\(y + 16)\" text-anchor=\"end\">\(tooltip)\(escape(labels[index]))</text>"
            svg += "<rect x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(width)\" height=\"\(rowHeight - 8)\" rx=\"3\" fill=\"#0a63c9\" data-bar=\"\(escape(row.key))\" data-value=\"\(row.value)\"></rect>"
            svg += "<text x=\"\(labelWidth + width + 6)\" y=\"\(y + 16)\">\(row.value)</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// The bar charts' measures and labels.
    enum Chart {
        static let fontSize = 12
        /// The width the charts aim for (the page is 60rem); wider labels widen it.
        static let width = 880
        static let longestLabel = 48

        /// A label's width in the monospace label font: 0.6em a character in
        /// the usual monospace fonts (rounded up), two for an East Asian wide one.
        static func width(_ text: String) -> Int {
            let cells = text.unicodeScalars.reduce(0) { $0 + ((0x1100 ... 0xFFEE).contains($1.value) || $1.value >= 0x1F000 ? 2 : 1) }
            return (cells * fontSize * 63 + 99) / 100
        }

        /// `text` with its middle replaced by `…` so that it has at most `limit` characters.
        static func shortened(_ text: String, to limit: Int) -> String {
            guard text.count > limit else { return text }
            let kept = limit - 1
            return String(text.prefix(kept / 2)) + "…" + String(text.suffix(kept - kept / 2))
        }
    }

    /// Markdown's `code` spans in a rule summary, as HTML.
    static func codeSpans(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset % 2 == 1 ? "<code>\(escape(String($0.element)))</code>" : escape(String($0.element)) }
            .joined()
    }

    static func escape(_ text: String) -> String { text.xmlEscaped }
}
