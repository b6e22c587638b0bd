/// DUO001 unused-suppression: a `// duo:disable…` comment that suppresses nothing.
///
/// The engine reports it after the other rules ran (only it knows what each
/// suppression suppressed); this type holds the rule's identity and documentation.
public struct UnusedSuppression: Rule {
    public static let code = "DUO001"
    public var code: String { Self.code }
    public var name: String { "unused-suppression" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { [] }
    public func checkFile(_ context: RuleContext) {}

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A suppression comment that suppresses nothing.",
            whatItFlags: """
                A `// duo:disable:next`, `// duo:disable:this` or `// duo:disable` … `// duo:enable` comment \
                naming a rule that reports nothing on the lines it covers, or naming a rule that does not exist.
                """,
            whyItMatters: """
                Stale suppressions hide the next real finding on that line: once the code is fixed for iPhone Duo, \
                the comment should go, so a regression is reported again.
                """,
            example: """
                // duo:disable:next DUO101
                let scale = traitCollection.displayScale
                """,
            useInstead: """
                let scale = traitCollection.displayScale
                """,
            fixSafety: "No fix: delete the comment, or the codes in it that no longer suppress anything.",
            references: ["RULES.md, \"Suppression and configuration\""]
        )
    }

    static func diagnostics(for suppressions: Suppressions, enabled: [any Rule], all: [any Rule], configuration: Configuration) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for directive in suppressions.directives {
            var unusedKnown: [String] = []
            var unknown: [String] = []
            for (selector, used) in zip(directive.selectors, directive.used) where !used {
                if selector == "ALL" {
                    unusedKnown.append(selector)
                } else if let rule = all.first(where: { $0.code == selector || $0.name == selector }) {
                    // A rule that did not run cannot have used it.
                    if enabled.contains(where: { $0.code == rule.code }) { unusedKnown.append(selector) }
                } else {
                    unknown.append(selector)
                }
            }
            guard !unusedKnown.isEmpty || !unknown.isEmpty else { continue }
            var parts: [String] = []
            if !unusedKnown.isEmpty {
                parts.append(unusedKnown == ["ALL"] ? "suppresses nothing" : "\(unusedKnown.joined(separator: ", ")) reports nothing here")
            }
            if !unknown.isEmpty { parts.append("unknown rule \(unknown.joined(separator: ", "))") }
            result.append(Diagnostic(code: code, name: "unused-suppression", severity: configuration.severity[code] ?? .info,
                                     message: "Unused suppression: " + parts.joined(separator: "; "), range: directive.range))
        }
        return result
    }
}
