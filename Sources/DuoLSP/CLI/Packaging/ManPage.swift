import Foundation

/// `duo-lsp manpage`: duo-lsp(1) in roff (`man -l`), made from the help
/// texts, for the release archive and packagers.
enum ManPageCommand {
    static let help = """
        usage: duo-lsp manpage

        Prints the man page duo-lsp(1), in roff, made from the help texts (the release
        archive installs it as share/man/man1/duo-lsp.1).
        """

    static func run(_ arguments: [String]) -> Int32 {
        if let unknown = arguments.first {
            Output.error("manpage: unknown argument '\(unknown)'")
            return 2
        }
        Output.write(ManPage.render(HelpModel.current()))
        return 0
    }
}

enum ManPage {
    static func render(_ model: HelpModel) -> String {
        var out = """
            .TH DUO\\-LSP 1 "" "duo-lsp \(DuoCommand.version)" "User Commands"
            .SH NAME
            duo\\-lsp \\- find and fix iPhone Duo layout hazards in Swift code (language server and linter)
            .SH SYNOPSIS
            .nf

            """
        for (synopsis, _) in HelpModel.usageLines(DuoCommand.usage) {
            out += "\\fB" + escape(synopsis) + "\\fR\n"
        }
        out += """
            .fi
            .SH DESCRIPTION
            duo\\-lsp finds iPhone Duo layout hazards in Swift code and in Info.plist and Xcode project
            files, and rewrites them to the safe\\-area, reserved\\-region and title\\-plus\\-symbol forms.
            With no arguments it is a language server (LSP 3.17 over standard input and output);
            \\fBduo\\-lsp lint\\fR is the batch linter for scripts, CI and builds.
            .SH COMMANDS

            """
        for command in model.commands {
            out += ".SS \(escape(command.name))\n"
            if !command.summary.isEmpty { out += escape(command.summary.prefix(1).uppercased() + command.summary.dropFirst()) + ".\n" }
            out += body(command.help)
        }
        out += """
            .SH FILES
            .TP
            .B .duo\\-lsp.json
            Settings for the files in its folder and below (the nearest one above a file applies):
            select, ignore, severity, exclude, deploymentTarget, baseline, failOn.
            Comments and trailing commas are allowed.
            .SH "SEE ALSO"
            The rule pages: \(escape(RuleLinks.baseURL))
            .PP
            \\fBduo\\-lsp explain\\fR \\fICODE\\fR prints one rule's page.

            """
        return out
    }

    /// A help text as roff: the usage line in bold, prose as paragraphs, a
    /// heading line as a bold paragraph, each option as a tagged paragraph.
    static func body(_ help: String) -> String {
        var out = ""
        var paragraph: [String] = []
        var inOption = false
        func flushParagraph() {
            if !paragraph.isEmpty { out += ".PP\n" + paragraph.map(escape).joined(separator: "\n") + "\n" }
            paragraph = []
        }
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingCharacters(in: .whitespaces)
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            if text.isEmpty {
                flushParagraph()
                inOption = false
            } else if text.hasPrefix("usage:") {
                out += ".PP\n\\fB" + escape(String(text.dropFirst("usage:".count)).trimmingCharacters(in: .whitespaces)) + "\\fR\n"
            } else if indent >= 2, let (flags, placeholder, summary) = HelpModel.optionLine(text) {
                flushParagraph()
                let tag = flags.map { "\\fB" + escape($0) + "\\fR" }.joined(separator: ", ") + (placeholder.map { " \\fI" + escape($0) + "\\fR" } ?? "")
                out += ".TP\n" + tag + "\n" + escape(summary) + "\n"
                inOption = true
            } else if inOption, indent > 2 {
                out += escape(text) + "\n"
            } else if indent >= 2 {
                flushParagraph()
                out += ".IP\n" + escape(text) + "\n"
                inOption = false
            } else if paragraph.isEmpty, next.hasPrefix("  ") {
                // A heading ("Output", "Exit status") stands alone above its options.
                inOption = false
                out += ".PP\n\\fB" + escape(text) + "\\fR\n"
            } else {
                inOption = false
                paragraph.append(text)
            }
        }
        flushParagraph()
        return out
    }

    /// roff's special characters: backslashes, a leading dot or quote (a
    /// request), hyphens in options (`\-`, so they copy as ASCII); `…` as
    /// three dots, which every man renders.
    static func escape<S: StringProtocol>(_ text: S) -> String {
        var result = String(text).replacingOccurrences(of: "\\", with: "\\e")
            .replacingOccurrences(of: "-", with: "\\-")
            .replacingOccurrences(of: "…", with: "...")
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}
