import Foundation
import SwiftLexer

/// `duo-lsp tokens FILE…`: the lexer's tokens, for debugging and tools.
enum TokensCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard !arguments.isEmpty else {
            Output.error("tokens needs at least one file")
            return 2
        }
        var status: Int32 = 0
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else {
                Output.error("cannot read \(path)")
                status = 2
                continue
            }
            var out = arguments.count > 1 ? "# \(path)\n" : ""
            out.reserveCapacity(data.count * 3)
            for token in Lexer.lex([UInt8](data)) where !isSpace(token.kind) {
                out += "\(token.offset)\t\(token.length)\t\(token.kind.displayName)\n"
            }
            Output.write(out)
        }
        return status
    }

    /// Whitespace and layout trivia are not printed; comments are, and text
    /// the compiler skips (a byte-order mark, no-break spaces, a conflict),
    /// as `unexpectedText`.
    private static func isSpace(_ kind: TokenKind) -> Bool {
        kind == .whitespace || kind == .newline || kind == .stringTrivia
    }
}
