import Foundation
import SwiftLexer

func hello() -> Int { 42 }

let args = Array(CommandLine.arguments.dropFirst())
if args.first == "tokens" {
    let files = Array(args.dropFirst())
    var out = ""
    for path in files {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        if files.count > 1 { out += "# \(path)\n" }
        let tokens = Lexer.lex([UInt8](data))
        for t in tokens where t.kind != .whitespace && t.kind != .newline && t.kind != .byteOrderMark && t.kind != .stringTrivia {
            out += "\(t.offset)\t\(t.length)\t\(t.kind.displayName)\n"
        }
    }
    FileHandle.standardOutput.write(out.data(using: .utf8)!)
}
