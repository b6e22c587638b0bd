import Foundation

// duo-lsp: the language server (no arguments, or `serve`) and the batch linter.
Output.reserveStandardDescriptors()
exit(Output.exitStatus(DuoCommand.run(Array(CommandLine.arguments.dropFirst()))))
