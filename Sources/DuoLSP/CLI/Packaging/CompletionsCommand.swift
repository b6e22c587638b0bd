/// `duo-lsp completions bash|zsh|fish`: a completion script made from the
/// help texts (HelpModel), for the release archive and packagers.
enum CompletionsCommand {
    static let help = """
        usage: duo-lsp completions bash|zsh|fish

        Prints the completion script for the shell: subcommands, each command's options,
        their values (formats, levels, rule codes and names) and file operands. Install it
        as bash-completion/completions/duo-lsp, zsh's site-functions/_duo-lsp or fish's
        vendor_completions.d/duo-lsp.fish (the release archive has all three in share/).
        """

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1 else {
            Output.error("completions takes one shell: bash, zsh or fish")
            return 2
        }
        let model = HelpModel.current()
        switch arguments[0] {
        case "bash": Output.write(BashCompletion.render(model))
        case "zsh": Output.write(ZshCompletion.render(model))
        case "fish": Output.write(FishCompletion.render(model))
        default:
            Output.error("completions: unknown shell '\(arguments[0])' (expected bash, zsh or fish)")
            return 2
        }
        return 0
    }
}
