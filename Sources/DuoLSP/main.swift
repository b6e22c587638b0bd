import Foundation

// duo-lsp: the language server (no arguments, or `serve`) and the batch linter.
exit(DuoCommand.run(Array(CommandLine.arguments.dropFirst())))
