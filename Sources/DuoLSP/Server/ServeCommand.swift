/// `duo-lsp serve`: the language server on stdin/stdout.
enum ServeCommand {
    static let help = """
        usage: duo-lsp [serve]

        Speaks the Language Server Protocol (3.17) on standard input and output.
        Logs go to standard error and window/logMessage.
        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return 0
        }
        Output.error("the language server is not available yet")
        return 2
    }
}
