extension RuleDocumentation {
    /// The rule's reference page in Markdown: what `explain`, hover and
    /// `docs/rules/` show.
    public func markdown(code: String, name: String, severity: Severity, fixable: String? = nil) -> String {
        var lines: [String] = []
        lines.append("# \(code) \(name)")
        lines.append("")
        lines.append("\(summary)")
        lines.append("")
        lines.append("Default severity: **\(severity.rawValue)**.")
        lines.append("")
        lines.append("## What it flags")
        lines.append("")
        lines.append(whatItFlags)
        lines.append("")
        lines.append("## Why it matters on iPhone Duo")
        lines.append("")
        lines.append(whyItMatters)
        lines.append("")
        lines.append("## Example")
        lines.append("")
        lines.append("```swift")
        lines.append(example)
        lines.append("```")
        lines.append("")
        lines.append("## Use instead")
        lines.append("")
        lines.append("```swift")
        lines.append(useInstead)
        lines.append("```")
        lines.append("")
        lines.append("## Fix safety")
        lines.append("")
        lines.append(fixSafety)
        lines.append("")
        lines.append("## References")
        lines.append("")
        for reference in references { lines.append("- \(reference)") }
        lines.append("")
        lines.append("Suppress one finding with `// duo:disable:next \(code)` on the line before it.")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Rule {
    public var markdownDocumentation: String {
        documentation.markdown(code: code, name: name, severity: defaultSeverity)
    }
}
