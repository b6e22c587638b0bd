// swift-syntax-tokens: the Swift compiler's own tokenization (swift-syntax, as shipped with
// the toolchain's host libraries), printed in the format of `duo-lsp tokens FILE…`:
//
//     <byte offset>\t<byte length>\t<kind>
//
// one token per line, in offset order. With several files, each file's tokens follow a
// line `# <path>`. Zero-length tokens (empty string segments, endOfFile) are skipped.
// Comment trivia (line, block, doc line, doc block) is printed as kind `comment`. A shebang
// line is a token of its own in swift-syntax (kind `shebang`). Other trivia (spaces,
// newlines, backslashes, pounds, unexpected text, …) is skipped, unless `--unexpected` is
// given, which prints `unexpectedText` trivia too. Kinds are swift-syntax's RawTokenKind
// names, without payload (`identifier`, `keyword`, `stringSegment`, `binaryOperator`, …).
//
// Usage:
//   swift-syntax-tokens [--unexpected] FILE…
//   swift-syntax-tokens --errors [--quiet] FILE…   one line per file: `<path>\tok` or
//       `<path>\terror\t<line>:<col>\t<first diagnostic>`; summary on stderr; exit 1 if any
//       file has syntax errors (`--quiet` prints only the files with errors).
//   swift-syntax-tokens --trivia FILE…             debugging: every token with its trivia.
//
// Build: scripts/build-swift-syntax-tokens.sh (→ .build-tools/swift-syntax-tokens).
@_spi(RawSyntax) import SwiftSyntax
import SwiftParser
import SwiftParserDiagnostics
import SwiftDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Output

struct Output {
    var buffer: [UInt8] = []
    init() { buffer.reserveCapacity(1 << 20) }

    mutating func write(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        if buffer.count >= 1 << 20 { flush() }
    }

    mutating func writeInt(_ value: Int) {
        if value == 0 { buffer.append(UInt8(ascii: "0")); return }
        var digits: [UInt8] = []
        var v = value
        while v > 0 { digits.append(UInt8(ascii: "0") + UInt8(v % 10)); v /= 10 }
        buffer.append(contentsOf: digits.reversed())
    }

    mutating func flush() {
        buffer.withUnsafeBufferPointer { p in
            var written = 0
            while written < p.count {
                let n = Glibc.write(1, p.baseAddress! + written, p.count - written)
                if n <= 0 { break }
                written += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

func warn(_ s: String) {
    var bytes = Array(s.utf8)
    bytes.append(UInt8(ascii: "\n"))
    _ = bytes.withUnsafeBufferPointer { Glibc.write(2, $0.baseAddress!, $0.count) }
}

func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBufferPointer { fread($0.baseAddress!, 1, $0.count, f) }
        if n <= 0 { break }
        result.append(contentsOf: chunk[0..<n])
    }
    return result
}

// MARK: - Tokens

func triviaKind(_ piece: TriviaPiece, includeUnexpected: Bool) -> String? {
    switch piece {
    case .lineComment, .blockComment, .docLineComment, .docBlockComment: return "comment"
    case .unexpectedText: return includeUnexpected ? "unexpectedText" : nil
    default: return nil
    }
}

func dumpTokens(_ tree: SourceFileSyntax, includeUnexpected: Bool, into out: inout Output) {
    func trivia(_ trivia: Trivia, start: Int) {
        var offset = start
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            if length > 0, let kind = triviaKind(piece, includeUnexpected: includeUnexpected) {
                out.writeInt(offset); out.write("\t"); out.writeInt(length); out.write("\t"); out.write(kind); out.write("\n")
            }
            offset += length
        }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) {
        trivia(token.leadingTrivia, start: token.position.utf8Offset)
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let length = token.trimmedLength.utf8Length
        if length > 0 {
            out.writeInt(start); out.write("\t"); out.writeInt(length); out.write("\t")
            out.write(String(describing: token.rawTokenKind)); out.write("\n")
        }
        trivia(token.trailingTrivia, start: token.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}

func dumpTrivia(_ tree: SourceFileSyntax, into out: inout Output) {
    for token in tree.tokens(viewMode: .sourceAccurate) {
        out.write("\(token.positionAfterSkippingLeadingTrivia.utf8Offset)\t\(token.trimmedLength.utf8Length)\t\(token.rawTokenKind)\t\(String(reflecting: token.text))")
        if !token.leadingTrivia.isEmpty { out.write("\tleading: \(token.leadingTrivia.pieces.map { String(reflecting: $0) }.joined(separator: " "))") }
        if !token.trailingTrivia.isEmpty { out.write("\ttrailing: \(token.trailingTrivia.pieces.map { String(reflecting: $0) }.joined(separator: " "))") }
        out.write("\n")
    }
}

// MARK: - Main

var paths: [String] = []
var mode = "tokens"
var includeUnexpected = false
var quiet = false
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--errors": mode = "errors"
    case "--trivia": mode = "trivia"
    case "--unexpected": includeUnexpected = true
    case "--quiet": quiet = true
    case "-h", "--help":
        warn("usage: swift-syntax-tokens [--unexpected | --trivia | --errors [--quiet]] FILE…")
        exit(0)
    default: paths.append(argument)
    }
}
if paths.isEmpty {
    warn("usage: swift-syntax-tokens [--unexpected | --trivia | --errors [--quiet]] FILE…")
    exit(2)
}

var out = Output()
var failures = 0
var errorFiles = 0
for path in paths {
    guard let bytes = readFile(path) else {
        warn("swift-syntax-tokens: cannot read \(path)")
        failures += 1
        continue
    }
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    switch mode {
    case "errors":
        if tree.hasError {
            errorFiles += 1
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
            var line = "\(path)\terror"
            if let first = diagnostics.first {
                let location = first.location(converter: converter)
                line += "\t\(location.line):\(location.column)\t\(first.message)\t(\(diagnostics.count) diagnostics)"
            }
            out.write(line + "\n")
        } else if !quiet {
            out.write("\(path)\tok\n")
        }
    case "trivia":
        if paths.count > 1 { out.write("# \(path)\n") }
        dumpTrivia(tree, into: &out)
    default:
        if paths.count > 1 { out.write("# \(path)\n") }
        dumpTokens(tree, includeUnexpected: includeUnexpected, into: &out)
    }
}
out.flush()
if mode == "errors" {
    warn("\(paths.count - failures) files parsed, \(errorFiles) with syntax errors")
}
exit(failures > 0 || errorFiles > 0 ? 1 : 0)
