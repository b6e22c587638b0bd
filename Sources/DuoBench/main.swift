// duo-bench: the performance figures of DESIGN.md, measured on a release build.
// Usage: swift run -c release duo-bench <lex|jsonrpc|server|phases|lint|index|rules|reuse|corpus> [options]
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "lex":
    LexBenchmark.run(arguments: Array(arguments.dropFirst()))
case "jsonrpc":
    JSONRPCBenchmark.run(arguments: Array(arguments.dropFirst()))
case "server":
    ServerBenchmark.run(arguments: Array(arguments.dropFirst()))
case "lint":
    LintBenchmark.run(arguments: Array(arguments.dropFirst()))
case "index":
    IndexBenchmark.run(arguments: Array(arguments.dropFirst()))
case "rules":
    RuleCostBenchmark.run(arguments: Array(arguments.dropFirst()))
case "phases":
    LintPhasesBenchmark.run(arguments: Array(arguments.dropFirst()))
case "reuse":
    ReuseCheck.run(arguments: Array(arguments.dropFirst()))
case "corpus":
    CorpusCommand.run(arguments: Array(arguments.dropFirst()))
default:
    FileHandle.standardError.write(Data("usage: duo-bench <lex|jsonrpc|server|phases|lint|index|rules|reuse|corpus> [options]\n".utf8))
    exit(2)
}
