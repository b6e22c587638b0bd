import Foundation
import SwiftLexer

/// `// duo:disable:next CODES`, `// duo:disable:this CODES`, and
/// `// duo:disable CODES` … `// duo:enable CODES`, where CODES are rule codes
/// or names separated by commas or spaces, or `all`.
struct Suppressions {
    struct Directive {
        enum Scope {
            case nextLine, thisLine
            /// Lines from the directive to the matching enable (or the end).
            case region(endLine: Int)
        }

        var scope: Scope
        /// Upper-cased codes, or names; `ALL` for every rule.
        var selectors: [String]
        /// The comment's bytes (where DUO001 points).
        var range: Range<Int>
        /// Zero-based line the directive covers first.
        var line: Int
        var used: [Bool]
    }

    private(set) var directives: [Directive] = []

    init(file: SourceFile) {
        var openRegions: [Int] = []
        for token in file.comments where token.kind == .lineComment || token.kind == .blockComment {
            guard Suppressions.mentionsDirective(file.bytes, token.range),
                  let (verb, selectors) = Suppressions.parse(file.bytes[token.range]) else { continue }
            add(verb, selectors, range: token.range, line: file.lines.line(of: token.start),
                nextLine: { Suppressions.nextCodeLine(after: token, in: file) }, openRegions: &openRegions)
        }
    }

    /// Directives in comments found by a project-file scan (`ProjectComments`):
    /// `body` is the text between the delimiters, `nextLine` the line a
    /// `disable:next` covers.
    init(comments: [(range: Range<Int>, body: ArraySlice<UInt8>, nextLine: Int)], lines: LineIndex) {
        var openRegions: [Int] = []
        for comment in comments {
            guard let (verb, selectors) = Suppressions.parse(body: comment.body) else { continue }
            add(verb, selectors, range: comment.range, line: lines.line(of: comment.range.lowerBound),
                nextLine: { comment.nextLine }, openRegions: &openRegions)
        }
    }

    private mutating func add(_ verb: String, _ selectors: [String], range: Range<Int>, line: Int, nextLine: () -> Int,
                              openRegions: inout [Int]) {
        switch verb {
        case "disable:next":
            directives.append(Directive(scope: .nextLine, selectors: selectors, range: range, line: nextLine(),
                                        used: selectors.map { _ in false }))
        case "disable:this":
            directives.append(Directive(scope: .thisLine, selectors: selectors, range: range, line: line,
                                        used: selectors.map { _ in false }))
        case "disable":
            openRegions.append(directives.count)
            directives.append(Directive(scope: .region(endLine: Int.max), selectors: selectors, range: range, line: line,
                                        used: selectors.map { _ in false }))
        case "enable":
            // Closes the most recent regions for these selectors.
            for selector in selectors {
                if let region = openRegions.lastIndex(where: { directives[$0].selectors.contains(selector) }) {
                    directives[openRegions[region]].scope = .region(endLine: line)
                    if directives[openRegions[region]].selectors.allSatisfy({ selectors.contains($0) }) { openRegions.remove(at: region) }
                }
            }
        default:
            break
        }
    }

    /// Whether the comment holds `duo:` (most comments don't; no string is made for them).
    static func mentionsDirective(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index + 3 < range.upperBound {
            if bytes[index] == UInt8(ascii: "d"), bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] == UInt8(ascii: "o"),
               bytes[index + 3] == UInt8(ascii: ":") { return true }
            index += 1
        }
        return false
    }

    /// `// duo:disable:next DUO101, DUO103` → ("disable:next", ["DUO101", "DUO103"]).
    static func parse(_ comment: ArraySlice<UInt8>) -> (String, [String])? {
        var body = comment
        if body.starts(with: "//".utf8) { body = body.dropFirst(2) } else if body.starts(with: "/*".utf8) {
            body = body.dropFirst(2)
            if body.count >= 2, body.suffix(2).elementsEqual("*/".utf8) { body = body.dropLast(2) }
        }
        return parse(body: body)
    }

    /// The directive in a comment's text without its delimiters (` duo:disable DUO401 `).
    static func parse(body: ArraySlice<UInt8>) -> (String, [String])? {
        // ASCII white space only, trimmed by hand (Foundation's trimming cost more than the rest of the parse).
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09 ... 0x0D).contains(byte) }
        let trimmed = body.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        let text = String(decoding: trimmed, as: UTF8.self)
        guard text.hasPrefix("duo:") else { return nil }
        let words = text.dropFirst(4).split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        guard let verb = words.first, ["disable", "disable:next", "disable:this", "enable"].contains(verb) else { return nil }
        let selectors = words.dropFirst().map { $0.uppercased() == "ALL" ? "ALL" : ($0.uppercased().hasPrefix("DUO") ? $0.uppercased() : $0) }
        return (verb, selectors.isEmpty ? ["ALL"] : selectors)
    }

    /// The first line after the comment holding code (skipping blank and comment-only lines).
    private static func nextCodeLine(after comment: Token, in file: SourceFile) -> Int {
        let index = file.codeIndex(atOrAfter: comment.end)
        return index < file.count ? file.lines.line(of: file.code[index].start) : Int.max
    }

    /// Whether a finding starting on `line` is suppressed; marks what suppressed it.
    mutating func suppresses(_ diagnostic: Diagnostic, line: Int) -> Bool {
        var suppressed = false
        for d in directives.indices {
            let covers: Bool
            switch directives[d].scope {
            case .nextLine, .thisLine: covers = directives[d].line == line
            case .region(let endLine): covers = line > directives[d].line && line < endLine || line == directives[d].line
            }
            guard covers else { continue }
            for (s, selector) in directives[d].selectors.enumerated()
                where selector == "ALL" || selector == diagnostic.code || selector == diagnostic.name {
                directives[d].used[s] = true
                suppressed = true
            }
        }
        return suppressed
    }
}
