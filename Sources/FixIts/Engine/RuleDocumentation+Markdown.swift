extension RuleDocumentation {
    /// The rule's reference page in Markdown: what `explain`, hover and
    /// `docs/rules/` show.
    public func markdown(code: String, name: String, severity: Severity, fixable: String? = nil, fileKind: FileKind = .swift) -> String {
        // Project-file examples are XML and pbxproj text, not Swift.
        let fence = fileKind == .swift ? "```swift" : "```"
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
        lines.append(fence)
        lines.append(example)
        lines.append("```")
        lines.append("")
        lines.append("## Use instead")
        lines.append("")
        lines.append(fence)
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
        switch fileKind {
        case .swift:
            lines.append("Suppress one finding with `// duo:disable:next \(code)` on the line before it.")
        case .project:
            lines.append("Suppress one finding with `<!-- duo:disable:next \(code) -->` (Info.plist) or `// duo:disable:next \(code)` "
                + "(`.pbxproj`, `.xcproj`) on the line before it. Xcode drops comments it did not write when it saves a project "
                + "file, so for lasting exceptions prefer `\"ignore\"` or `\"exclude\"` in `.duo-lsp.json`.")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Rule {
    public var markdownDocumentation: String {
        documentation.markdown(code: code, name: name, severity: defaultSeverity, fileKind: fileKind)
    }
}
