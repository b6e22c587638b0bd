import FixIts
import Foundation
import SwiftLexer

/// The command line: subcommands, help and version.
enum DuoCommand {
    static var version: String { DuoVersion.current }

    static let usage = """
        usage: duo-lsp [serve]                      language server on stdin/stdout (LSP 3.17)
               duo-lsp lint [options] [PATH…]       lint files and folders (default: .)
               duo-lsp report [PATH…] [-o FILE]     readiness report (HTML, or --format json)
               duo-lsp rules [--format text|json]   the rule catalog
               duo-lsp explain CODE|NAME            one rule's documentation
               duo-lsp tokens FILE…                 the lexer's tokens (offset, length, kind)
               duo-lsp docs OUT_DIR                 write docs/rules/DUOxxx.md
               duo-lsp completions bash|zsh|fish    shell completions, to standard output
               duo-lsp manpage                      the man page (roff), to standard output
               duo-lsp help [COMMAND]               this help, or one command's
               duo-lsp --version
        """

    static let subcommands = ["serve", "lint", "report", "rules", "explain", "tokens", "docs", "help"]

    /// Runs the command line and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else { return ServeCommand.run([]) }
        let rest = Array(arguments.dropFirst())
        // `-h`/`--help` anywhere after a subcommand asks for its help, as in
        // ruff, SwiftLint and swiftc: checked before any option parsing, so no
        // subcommand can reject it as unknown.
        if subcommands.contains(command), rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return help(command) }
        switch command {
        case "serve": return ServeCommand.run(rest)
        case "lint": return LintCommand.run(rest)
        case "report": return ReportCommand.run(rest)
        case "rules": return RulesCommand.run(rest)
        case "explain": return ExplainCommand.run(rest)
        case "tokens": return TokensCommand.run(rest)
        case "docs": return DocsCommand.run(rest)
        case "completions": return CompletionsCommand.run(rest)
        case "manpage": return ManPageCommand.run(rest)
        case "help", "--help", "-h": return help(rest.first)
        case "--version", "version":
            Output.write("duo-lsp \(version)\n")
            return 0
        default:
            Output.error("unknown command '\(QuotedText.bounded(command))'")
            Output.message(usage + "\n")
            return 2
        }
    }

    static func help(_ command: String?) -> Int32 {
        Output.write(helpText(command) + "\n")
        return 0
    }

    /// One command's help, or the usage for any other word (the man page and
    /// the shell completions are generated from these texts too).
    static func helpText(_ command: String?) -> String {
        switch command {
        case "lint": LintOptions.help
        case "report": ReportCommand.help
        case "serve": ServeCommand.help
        case "rules": "usage: duo-lsp rules [--format text|json]\n\nLists every rule: code, name, default severity, the fixes it offers (safe, unsafe), summary."
        case "explain": "usage: duo-lsp explain CODE|NAME\n\nPrints a rule's documentation (what it flags, why, example, use instead, fix safety)."
        case "tokens": "usage: duo-lsp tokens FILE…\n\nOne token a line: <byte offset>\\t<byte length>\\t<kind>; comments print as kind `comment`, text the compiler skips (a byte-order mark, no-break spaces, a conflict) as `unexpectedText`."
        case "docs": "usage: duo-lsp docs OUT_DIR\n\nWrites one Markdown page per rule (docs/rules/DUOxxx.md) and an index."
        case "completions": CompletionsCommand.help
        case "manpage": ManPageCommand.help
        default: usage
        }
    }
}
