import FixIts
import Foundation
import JSONRPC

/// `duo-lsp rules`, `duo-lsp explain`, `duo-lsp docs`: the catalog.
enum RulesCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var format = "text"
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--format":
                guard index + 1 < arguments.count else { Output.error("--format needs a value"); return 2 }
                format = arguments[index + 1]
                index += 2
            default:
                Output.error("rules: unknown option '\(QuotedText.bounded(arguments[index]))'")
                return 2
            }
        }
        switch format {
        case "text":
            func row(_ columns: String...) -> String {
                zip(columns, [6, 28, 8, 12, 0]).map { $1 > 0 ? $0.padding(toLength: $1, withPad: " ", startingAt: 0) : $0 }
                    .joined(separator: "  ") + "\n"
            }
            var out = row("CODE", "NAME", "SEVERITY", "FIX", "SUMMARY")
            for rule in RuleRegistry.all {
                out += row(rule.code, rule.name, rule.defaultSeverity.rawValue, RuleLinks.fixes(rule), rule.documentation.summary)
            }
            Output.write(out)
        case "json":
            let rules: [JSONValue] = RuleRegistry.all.map { rule in
                .object([
                    "code": .string(rule.code), "name": .string(rule.name), "severity": .string(rule.defaultSeverity.rawValue),
                    "summary": .string(rule.documentation.summary), "url": .string(RuleLinks.url(for: rule)),
                    "fixes": .array(rule.offeredFixes.map { .string($0.rawValue) }),
                    "documentation": .string(rule.markdownDocumentation),
                ])
            }
            Output.write(JSONValue.array(rules).serializedString() + "\n")
        default:
            Output.error("rules: unknown format '\(QuotedText.bounded(format))' (expected text or json)")
            return 2
        }
        return 0
    }
}

enum ExplainCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1 else {
            Output.error("usage: duo-lsp explain CODE|NAME")
            return 2
        }
        guard let rule = RuleRegistry.rule(named: arguments[0]) else {
            Output.error("no rule '\(QuotedText.bounded(arguments[0]))' (see duo-lsp rules)")
            return 2
        }
        Output.write(rule.markdownDocumentation)
        return 0
    }
}

enum DocsCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1 else {
            Output.error("usage: duo-lsp docs OUT_DIR")
            return 2
        }
        do {
            try FileManager.default.createDirectory(atPath: arguments[0], withIntermediateDirectories: true)
            for (name, text) in RuleLinks.pages() {
                try Data(text.utf8).write(to: URL(fileURLWithPath: arguments[0]).appendingPathComponent(name))
            }
            return 0
        } catch {
            Output.error("cannot write to \(arguments[0]): \(error.localizedDescription)")
            return 2
        }
    }
}
