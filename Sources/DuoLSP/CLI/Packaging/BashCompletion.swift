/// The bash completion: `complete -F _duo_lsp duo-lsp`.
enum BashCompletion {
    static func render(_ model: HelpModel) -> String {
        let names = model.commands.map(\.name)
        var out = """
            # bash completion for duo-lsp (made by `duo-lsp completions bash`)
            _duo_lsp() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command= i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case ${COMP_WORDS[i]} in
                        -*) ;;
                        *) command=${COMP_WORDS[i]}; break ;;
                    esac
                done
                if [[ -z $command ]]; then
                    COMPREPLY=($(compgen -W \(quoted((names + ["--version", "--help"]).joined(separator: " "))) -- "$cur"))
                    return
                fi
                case $command in

            """
        for command in model.commands {
            out += "        \(command.name))\n"
            let valued = command.options.filter { $0.value != .none }
            if !valued.isEmpty {
                out += "            case $prev in\n"
                for option in valued {
                    out += "                \(option.flags.joined(separator: "|"))) \(reply(option.value, names: names)); return ;;\n"
                }
                out += "            esac\n"
            }
            let flags = command.options.flatMap(\.flags)
            if !flags.isEmpty {
                out += "            if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W \(quoted(flags.joined(separator: " "))) -- \"$cur\")); return; fi\n"
            }
            if command.operand != .none { out += "            \(reply(command.operand, names: names))\n" }
            out += "            ;;\n"
        }
        out += """
                esac
            }
            complete -o filenames -o bashdefault -F _duo_lsp duo-lsp

            """
        return out
    }

    private static func reply(_ value: HelpModel.Value, names: [String]) -> String {
        func words(_ list: [String]) -> String { "COMPREPLY=($(compgen -W \(quoted(list.joined(separator: " "))) -- \"$cur\"))" }
        switch value {
        case .none, .text: return "COMPREPLY=()"
        case .choices(let choices): return words(choices)
        case .rules: return words(HelpModel.ruleWords)
        case .commands: return words(names)
        case .files: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directories: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
        }
    }

    /// Single-quoted for the shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
