/// The zsh completion: a `#compdef duo-lsp` function for `_duo-lsp` in
/// `$fpath`, using `_arguments` per command.
enum ZshCompletion {
    static func render(_ model: HelpModel) -> String {
        var out = """
            #compdef duo-lsp
            # zsh completion for duo-lsp (made by `duo-lsp completions zsh`)

            _duo-lsp() {
                local -a commands
                commands=(

            """
        for command in model.commands {
            out += "        \(BashCompletion.quoted(spec(command.name) + ":" + spec(command.summary)))\n"
        }
        out += """
                )
                if (( CURRENT == 2 )); then
                    _describe -t commands 'duo-lsp command' commands
                    _arguments '--version[print the version]' '--help[print the usage]'
                    return
                fi
                local command=${words[2]}
                shift words
                (( CURRENT-- ))
                case $command in

            """
        let names = model.commands.map(\.name)
        for command in model.commands {
            var specs: [String] = []
            for option in command.options {
                let summary = "[" + spec(option.summary.isEmpty ? option.flags[0] : option.summary) + "]"
                let action = option.value == .none ? "" : ":" + spec(option.placeholder ?? "value") + ":" + action(option.value, names: names)
                // A repeatable option (-select, --ignore) may be given again.
                let repeatable = option.value == .rules ? "*" : ""
                if option.flags.count > 1 {
                    let group = "(" + option.flags.joined(separator: " ") + ")"
                    specs.append(group + repeatable + "{" + option.flags.joined(separator: ",") + "}" + BashCompletion.quoted(summary + action))
                } else {
                    specs.append(BashCompletion.quoted(repeatable + option.flags[0] + summary + action))
                }
            }
            if command.operand != .none {
                specs.append(BashCompletion.quoted("*:" + spec(command.name == "help" ? "command" : "operand") + ":" + action(command.operand, names: names)))
            }
            out += "        \(command.name))\n"
            out += specs.isEmpty ? "            _message 'no arguments'\n" : "            _arguments -s \\\n" + specs.map { "                \($0)" }.joined(separator: " \\\n") + "\n"
            out += "            ;;\n"
        }
        out += """
                esac
            }

            _duo-lsp "$@"

            """
        return out
    }

    private static func action(_ value: HelpModel.Value, names: [String]) -> String {
        switch value {
        case .none, .text: return " "
        case .choices(let choices): return "(" + choices.joined(separator: " ") + ")"
        case .rules: return "(" + HelpModel.ruleWords.joined(separator: " ") + ")"
        case .commands: return "(" + names.joined(separator: " ") + ")"
        case .files: return "_files"
        case .directories: return "_files -/"
        }
    }

    /// Text inside an `_arguments` spec: brackets and colons are its syntax.
    private static func spec(_ text: String) -> String {
        var result = ""
        for character in text {
            if "[]:\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
