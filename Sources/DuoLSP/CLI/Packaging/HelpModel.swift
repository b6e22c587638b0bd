import FixIts

/// The command line as `duo-lsp help` describes it, read from the help texts
/// themselves: the man page and the shell completions are made from this, so
/// an option added to a help text reaches them with nothing else to edit.
struct HelpModel {
    /// What a value or an operand is, for completing it.
    enum Value: Equatable {
        case none
        case choices([String])
        case files
        case directories
        case rules
        case commands
        /// A number or free text: nothing to offer.
        case text
    }

    struct Option {
        /// `--format`, or `-o` and `--output`.
        var flags: [String]
        /// The placeholder as written (`FORMAT`), nil for a flag.
        var placeholder: String?
        var value: Value
        var summary: String
    }

    struct Command {
        var name: String
        /// The one-line summary from `duo-lsp help`.
        var summary: String
        var help: String
        var options: [Option]
        var operand: Value
    }

    var commands: [Command]

    static func current() -> HelpModel {
        HelpModel(usage: DuoCommand.usage) { DuoCommand.helpText($0) }
    }

    init(usage: String, help: (String) -> String) {
        var commands: [Command] = []
        for (synopsis, summary) in HelpModel.usageLines(usage) {
            let words = synopsis.split(separator: " ").map(String.init)
            guard words.count > 1 else { continue }
            let name = words[1].trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            guard !name.hasPrefix("-") else { continue }
            // `help` has no text of its own: its usage line is its help.
            let text = name == "help" ? "usage: \(synopsis)\n\n\(summary.prefix(1).uppercased() + summary.dropFirst())." : help(name)
            commands.append(Command(name: name, summary: summary, help: text, options: HelpModel.options(in: text),
                                    operand: HelpModel.operand(in: text, command: name)))
        }
        self.commands = commands
    }

    /// `usage: duo-lsp lint [options] [PATH…]   lint files…` → synopsis and summary.
    static func usageLines(_ usage: String) -> [(synopsis: String, summary: String)] {
        usage.split(separator: "\n").compactMap { line in
            var text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("usage:") { text = String(text.dropFirst("usage:".count)).trimmingCharacters(in: .whitespaces) }
            guard text.hasPrefix("duo-lsp") else { return nil }
            guard let gap = text.range(of: "  ") else { return (text, "") }
            return (String(text[..<gap.lowerBound]), text[gap.upperBound...].trimmingCharacters(in: .whitespaces))
        }
    }

    /// The option table (`  --format FORMAT   text (default), …`, a deeper
    /// indented line continuing the one above) and the usage line's
    /// bracketed options (`[-o FILE]`) not in the table.
    static func options(in help: String) -> [Option] {
        var options: [Option] = []
        var continuing = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingCharacters(in: .whitespaces)
            if indent >= 2, let (flags, placeholder, summary) = optionLine(text) {
                options.append(Option(flags: flags, placeholder: placeholder, value: value(of: placeholder), summary: summary))
                continuing = true
            } else if continuing, indent > 2, !text.isEmpty, !text.hasPrefix("-") {
                options[options.count - 1].summary += " " + text
            } else {
                continuing = false
            }
        }
        let firstLine = help.split(separator: "\n").first.map(String.init) ?? ""
        for group in bracketGroups(firstLine[...]) where group.hasPrefix("[-") {
            let words = group.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: " ").map(String.init)
            guard let flag = words.first, !options.contains(where: { $0.flags.contains(flag) }) else { continue }
            let placeholder = words.dropFirst().first
            options.append(Option(flags: [flag], placeholder: placeholder, value: value(of: placeholder), summary: ""))
        }
        return options
    }

    /// `--format FORMAT   text (default), …` → flags, placeholder, summary.
    /// The placeholder is the capitalised word after the flags: a long
    /// option's summary may follow it after one space only
    /// (`--write-baseline FILE record …`).
    static func optionLine(_ text: String) -> (flags: [String], placeholder: String?, summary: String)? {
        guard text.hasPrefix("-") else { return nil }
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[...]
        var flags: [String] = []
        while let word = words.first, word.hasPrefix("-") {
            flags.append(word.trimmingCharacters(in: CharacterSet(charactersIn: ",")))
            words = words.dropFirst()
        }
        var placeholder: String?
        if let word = words.first, word.contains(where: \.isLetter), word.allSatisfy({ $0.isUppercase || "_|…".contains($0) }) {
            placeholder = word
            words = words.dropFirst()
        }
        return (flags, placeholder, words.joined(separator: " "))
    }

    /// The operand after the command name in the usage line: `[PATH…]`,
    /// `CODE|NAME`, `OUT_DIR`, `bash|zsh|fish`.
    static func operand(in help: String, command: String) -> Value {
        let firstLine = help.split(separator: "\n").first.map(String.init) ?? ""
        guard let name = firstLine.range(of: "duo-lsp \(command)") ?? firstLine.range(of: "duo-lsp [\(command)]") else { return .none }
        // Words outside the option brackets: `[PATH…]` counts, `[-o FILE]` does not.
        for group in bracketGroups(firstLine[name.upperBound...]) where !group.hasPrefix("[-") && group != "[options]" {
            let bare = group.trimmingCharacters(in: CharacterSet(charactersIn: "[]…"))
            if !bare.isEmpty { return value(of: bare) }
        }
        return .none
    }

    /// `[-o FILE] [PATH…] CODE|NAME` → `[-o FILE]`, `[PATH…]`, `CODE|NAME`.
    static func bracketGroups(_ text: Substring) -> [String] {
        var groups: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == " ", depth == 0 {
                if !current.isEmpty { groups.append(current) }
                current = ""
                continue
            }
            if character == "[" { depth += 1 }
            if character == "]" { depth = max(0, depth - 1) }
            current.append(character)
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }

    /// What a placeholder stands for. Choices a help text names in prose
    /// (`FORMAT`: "text (default), json, …") come from the same tables the
    /// options are parsed with.
    static func value(of placeholder: String?) -> Value {
        guard let placeholder else { return .none }
        switch placeholder {
        case "FORMAT": return .choices(LintOptions.Format.allCases.map(\.rawValue))
        case "WHEN": return .choices(LintOptions.ColorMode.allCases.map(\.rawValue))
        case "LEVEL": return .choices(FailLevel.all.map(\.description))
        case "RULES", "CODE|NAME": return .rules
        case "COMMAND": return .commands
        case "FILE", "PATH": return .files
        case "OUT_DIR", "DIR": return .directories
        default:
            if placeholder.contains("|") { return .choices(placeholder.split(separator: "|").map(String.init)) }
            return .text
        }
    }

    /// The rule codes and names, for `--select`, `--ignore` and `explain`.
    static var ruleWords: [String] { RuleRegistry.all.map(\.code) + RuleRegistry.all.map(\.name) }
}

import Foundation
