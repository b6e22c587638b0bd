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
        // From one `d` to the next with `memchr`: every comment of the file is looked at on every lint,
        // and most are prose.
        guard range.count >= 4 else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            var from = range.lowerBound
            let last = range.upperBound - 4
            while from <= last, let found = memchr(base + from, Int32(UInt8(ascii: "d")), last - from + 1) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if base[at + 1] == UInt8(ascii: "u"), base[at + 2] == UInt8(ascii: "o"), base[at + 3] == UInt8(ascii: ":") { return true }
                from = at + 1
            }
            return false
        }
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

    /// The directive in a comment's text without its delimiters (` duo:disable DUO401 `). Read as bytes:
    /// made of Strings and `uppercased()`, the parse cost more than the rest of a lint of a file with a
    /// hundred directives.
    static func parse(body: ArraySlice<UInt8>) -> (String, [String])? {
        // ASCII white space only, trimmed by hand.
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09 ... 0x0D).contains(byte) }
        var start = body.startIndex
        var end = body.endIndex
        while start < end, isSpace(body[start]) { start += 1 }
        while end > start, isSpace(body[end - 1]) { end -= 1 }
        guard body[start ..< end].starts(with: "duo:".utf8) else { return nil }
        // Words separated by spaces, commas and tabs.
        var words: [ArraySlice<UInt8>] = []
        var wordStart = start + 4
        for index in start + 4 ... end {
            guard index == end || body[index] == 0x20 || body[index] == UInt8(ascii: ",") || body[index] == 0x09 else { continue }
            if index > wordStart { words.append(body[wordStart ..< index]) }
            wordStart = index + 1
        }
        guard let first = words.first else { return nil }
        let verb = String(decoding: first, as: UTF8.self)
        guard ["disable", "disable:next", "disable:this", "enable"].contains(verb) else { return nil }
        let selectors = words.dropFirst().map(selector)
        return (verb, selectors.isEmpty ? ["ALL"] : selectors)
    }

    /// A rule code upper-cased (`duo101` → `DUO101`), `all` as `ALL`, a rule name as written.
    private static func selector(_ word: ArraySlice<UInt8>) -> String {
        let text = String(decoding: word, as: UTF8.self)
        guard word.allSatisfy({ $0 < 0x80 }) else {
            let upper = text.uppercased()
            return upper == "ALL" ? "ALL" : (upper.hasPrefix("DUO") ? upper : text)
        }
        let upper = word.map { (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains($0) ? $0 - 32 : $0 }
        return upper.elementsEqual("ALL".utf8) || upper.starts(with: "DUO".utf8) ? String(decoding: upper, as: UTF8.self) : text
    }

    /// The first line after the comment holding code (skipping blank and comment-only lines).
    private static func nextCodeLine(after comment: Token, in file: SourceFile) -> Int {
        let index = file.codeIndex(atOrAfter: comment.end)
        return index < file.count ? file.lines.line(of: file.code[index].start) : Int.max
    }

    /// Whether a finding starting on `line` is suppressed; marks what suppressed it.
    mutating func suppresses(_ diagnostic: Diagnostic, line: Int) -> Bool {
        if byLine == nil { indexDirectives() }
        var suppressed = false
        for d in byLine?[line] ?? [] { suppressed = mark(d, for: diagnostic) || suppressed }
        for d in regions {
            guard case .region(let endLine) = directives[d].scope,
                  line > directives[d].line && line < endLine || line == directives[d].line else { continue }
            suppressed = mark(d, for: diagnostic) || suppressed
        }
        return suppressed
    }

    /// The line directives by the line they cover, and the regions: a file's findings are each checked
    /// against the directives that can cover them, not against all.
    private var byLine: [Int: [Int]]?
    private var regions: [Int] = []

    private mutating func indexDirectives() {
        var byLine: [Int: [Int]] = [:]
        for d in directives.indices {
            switch directives[d].scope {
            case .nextLine, .thisLine: byLine[directives[d].line, default: []].append(d)
            case .region: regions.append(d)
            }
        }
        self.byLine = byLine
    }

    /// Marks the selectors of directive `d` that name the finding's rule; whether one did.
    private mutating func mark(_ d: Int, for diagnostic: Diagnostic) -> Bool {
        var marked = false
        for (s, selector) in directives[d].selectors.enumerated()
            where selector == "ALL" || selector == diagnostic.code || selector == diagnostic.name {
            directives[d].used[s] = true
            marked = true
        }
        return marked
    }
}
