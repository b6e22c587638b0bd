import FixIts
import Foundation
import JSONRPC

/// `duo-lsp serve`: the language server on stdin/stdout.
enum ServeCommand {
    static let help = """
        usage: duo-lsp [serve]

        Speaks the Language Server Protocol (3.17) on standard input and output: diagnostics
        (pushed, or pulled by clients that support it), quick fixes, "Fix all Duo issues"
        (source.fixAll.duo and the command duo.applyAllFixes) and hover documentation.
        Settings come from each project's .duo-lsp.json, initializationOptions and
        workspace/didChangeConfiguration. Logs go to standard error and window/logMessage;
        nothing but protocol frames is written to standard output.
        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            Output.write(help + "\n")
            return 0
        }
        if let unknown = arguments.first {
            Output.error("serve: unknown option '\(QuotedText.bounded(unknown))'")
            return 2
        }
        Connection.ignoreSIGPIPE()
        let connection = Connection(input: STDIN_FILENO, output: STDOUT_FILENO)
        let server = LanguageServer(connection: connection) { status in
            // The last log lines, if stderr is read at all.
            BoundedLog.standardError.flush(timeout: 0.5)
            exit(status)
        }
        connection.start(handler: server, on: server.queue)
        connection.waitUntilClosed()
        return 1
    }
}
