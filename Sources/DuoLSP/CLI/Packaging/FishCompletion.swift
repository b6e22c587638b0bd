/// The fish completion: `complete -c duo-lsp` lines, one per subcommand and
/// per option, conditioned on the subcommand given.
enum FishCompletion {
    static func render(_ model: HelpModel) -> String {
        let names = model.commands.map(\.name)
        var out = """
            # fish completion for duo-lsp (made by `duo-lsp completions fish`)
            complete -c duo-lsp -f
            complete -c duo-lsp -n __fish_use_subcommand -l version -d 'print the version'

            """
        for command in model.commands {
            out += "complete -c duo-lsp -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))\n"
        }
        for command in model.commands {
            let condition = "-n " + quoted("__fish_seen_subcommand_from \(command.name)")
            for option in command.options {
                var line = "complete -c duo-lsp \(condition)"
                for flag in option.flags {
                    line += flag.hasPrefix("--") ? " -l \(flag.dropFirst(2))" : " -s \(flag.dropFirst())"
                }
                line += arguments(option.value, names: names)
                if !option.summary.isEmpty { line += " -d " + quoted(option.summary) }
                out += line + "\n"
            }
            if command.operand != .none {
                out += "complete -c duo-lsp \(condition)" + arguments(command.operand, names: names, operand: true) + "\n"
            }
        }
        return out
    }

    /// `-x -a '…'` for a list, `-r -F` for a file.
    private static func arguments(_ value: HelpModel.Value, names: [String], operand: Bool = false) -> String {
        let takes = operand ? "" : " -r"
        switch value {
        case .none: return ""
        case .text: return takes
        case .choices(let choices): return "\(takes) -f -a " + quoted(choices.joined(separator: " "))
        case .rules: return "\(takes) -f -a " + quoted(HelpModel.ruleWords.joined(separator: " "))
        case .commands: return "\(takes) -f -a " + quoted(names.joined(separator: " "))
        case .files: return "\(takes) -F"
        case .directories: return "\(takes) -f -a '(__fish_complete_directories)'"
        }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
