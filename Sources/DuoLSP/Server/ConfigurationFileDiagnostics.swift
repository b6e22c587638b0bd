import FixIts
import Foundation

/// An open `.duo-lsp.json` is checked as the configuration it is, not
/// linted as Swift: its error (the one the CLI prints as `path:line:col`)
/// becomes a diagnostic there, while the file is edited.
enum ConfigurationFileDiagnostics {
    static let code = "configuration"

    static func isConfigurationFile(_ path: String) -> Bool {
        path == ConfigurationLoader.fileName || path.hasSuffix("/" + ConfigurationLoader.fileName)
    }

    /// The folder a configuration file governs (for messages).
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    static func check(_ bytes: [UInt8], path: String, lines: LineIndex) -> [Diagnostic] {
        do {
            _ = try ConfigurationLoader.parse(bytes, file: path)
            return []
        } catch {
            return [diagnostic(for: error, bytes: bytes, lines: lines)]
        }
    }

    /// What the server lints with while a configuration file does not parse
    /// (`LanguageServer.configuration(for:)`), said where the error is shown.
    static func meanwhile(folder: String) -> String {
        "until it parses, files under \(folder) are linted with the editor's settings and the defaults, as if it were not there"
    }

    private static func diagnostic(for error: ConfigurationError, bytes: [UInt8], lines: LineIndex) -> Diagnostic {
        // Line and column are 1-based, the column in bytes; the range runs to the end of that line.
        let line = min(max(error.line - 1, 0), lines.lineStarts.count - 1)
        let start = min(lines.lineStarts[line] + max(error.column - 1, 0), bytes.count)
        var end = start
        while end < bytes.count, bytes[end] != 10, bytes[end] != 13 { end += 1 }
        let range = start == end ? max(0, start - 1) ..< max(start, 1) : start ..< end
        let message = (error.key.map { "\"\($0)\": " } ?? "") + error.message + "; "
            + meanwhile(folder: folder(of: error.file))
        return Diagnostic(code: code, name: "configuration", severity: .error, message: message, range: range)
    }
}
