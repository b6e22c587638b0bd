/// The version `duo-lsp --version`, the server's `serverInfo` and the release archive report.
enum DuoVersion {
    static let current = "0.1.0"
}
