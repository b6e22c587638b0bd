import SwiftLexer
import Foundation

/// A file's code and comment tokens, as lexed, and its line index: what a `SourceFile` is built from
/// (about 12 bytes per code token and 8 per line).
public struct LexedTokens: Sendable {
    public let code: [Token]
    public let comments: [Token]
    public let lines: LineIndex

    /// The bytes they take.
    public var size: Int { (code.count + comments.count) * MemoryLayout<Token>.stride + lines.lineCount * MemoryLayout<Int>.stride }
}

/// One version of one file, with everything rules need computed once and
/// shared by all of them: tokens, line index, the bracket tree, scopes and
/// bindings. Immutable in what it says; a new version is a new `SourceFile`. Its caches fill on demand,
/// on the one thread that uses it (`checkOwningThread()`).
public final class SourceFile: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// The comment tokens, in order (the only trivia rules and suppressions read).
    public let comments: [Token]
    /// The significant tokens, in order: what rules read. Trivia never
    /// changes what a rule sees.
    public let code: [Token]
    public let lines: LineIndex
    /// The bracket tree over `code`.
    public let brackets: BracketTree
    /// Where the identifiers, keywords and string segments of `code` are.
    public let kinds: TokenKindIndex
    /// Declarations, functions, closures and control-flow blocks (classified on demand).
    public private(set) var scopes: ScopeTree!
    /// Names bound by `let`/`var`/parameters (looked up on demand).
    public private(set) var bindings: BindingTable!
    /// Where each identifier name occurs (looked up on demand, per name).
    public private(set) var names: NameOccurrences!
    /// The workspace the file is being linted in (set by `Linter.lint` for the run): what other files
    /// declare, for the questions a file alone cannot answer (a superclass declared elsewhere).
    public internal(set) var workspace: WorkspaceIndex?
    /// Modules named by `import` declarations (`UIKit`, `SwiftUI`).
    public let imports: Set<String>
    /// What this version declares, when it was read for the workspace index before the lint
    /// (`EditedFile.declarations`): the types the rules ask about are taken from it, not read again.
    public internal(set) var declarations: FileDeclarations?
    /// Where the lint records what the checks of the item being checked ask of the rest of the file
    /// (nil when nothing records).
    var askedNames: AskedNames?

    /// `tokens` and `lines`, when the caller already has them (an editor's
    /// document), must be those of `bytes`.
    public convenience init(path: String, bytes: [UInt8], tokens: [Token]? = nil, lines: LineIndex? = nil) {
        let tokens = tokens ?? Lexer.lex(bytes)
        var comments = [Token]()
        // Room for the code tokens only (about half of all): a batch lint keeps files' tokens between its passes.
        let codeCount = tokens.withUnsafeBufferPointer { all in all.reduce(0) { $0 &+ ($1.kind.isTrivia ? 0 : 1) } }
        // One more: the branch-free copy writes each trivia token at the next free place before moving on.
        let code = [Token](unsafeUninitializedCapacity: codeCount + 1) { buffer, count in
            var kept = 0
            tokens.withUnsafeBufferPointer { all in
                for token in all {
                    // Branch-free, as in `TokenStore.materialize`.
                    buffer[kept] = token
                    kept &+= token.kind.isTrivia ? 0 : 1
                    if token.kind.isComment { comments.append(token) }
                }
            }
            count = kept
        }
        self.init(path: path, bytes: bytes, code: code, comments: comments, lines: lines)
    }

    /// From the tokens and lines of another `SourceFile` of the same bytes (`lexed`): no re-lexing.
    public convenience init(path: String, bytes: [UInt8], lexed: LexedTokens) {
        self.init(path: path, bytes: bytes, code: lexed.code, comments: lexed.comments, lines: lexed.lines)
    }

    /// A project file (`Info.plist`, `project.pbxproj`, `.xcproj`) as the project rules read it: its bytes
    /// and lines, no tokens. Lexing a large `project.pbxproj` as Swift cost a thirtieth of a batch lint.
    public convenience init(projectFile path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: bytes, code: [], comments: [], lines: nil)
    }

    /// The tokens and lines this file was built from, to build it again later without lexing
    /// (`init(path:bytes:lexed:)`).
    public var lexed: LexedTokens { LexedTokens(code: code, comments: comments, lines: lines) }

    /// From a document's token store: no re-lexing. `reusing`: the previous version's structure, taken
    /// instead of built when it fits (`TokenStructure`).
    public convenience init(path: String, bytes: [UInt8], store: TokenStore, lines: LineIndex? = nil, reusing previous: TokenStructure? = nil) {
        let (significant, comments) = store.materialize()
        self.init(path: path, bytes: bytes, code: significant, comments: comments, lines: lines, reusing: previous)
    }

    /// What this version's bracket tree and token index were built from, for the next version to reuse.
    public var structure: TokenStructure { TokenStructure(code: code, brackets: brackets, kinds: kinds) }

    private init(path: String, bytes: [UInt8], code: [Token], comments: [Token], lines: LineIndex?, reusing previous: TokenStructure? = nil) {
        #if DEBUG
        reads.initialize(to: 0)
        #endif
        self.path = path
        self.bytes = bytes
        self.code = code
        self.comments = comments
        self.lines = lines ?? LineIndex(bytes)
        (brackets, kinds) = previous?.structure(for: code) ?? BracketTree.build(code)
        var imports = Set<String>()
        let importKeyword = Array("import".utf8)
        for keyword in kinds.keywords {
            let index = Int(keyword)
            guard code[index].length == 6, index + 1 < code.count, code[index + 1].kind == .identifier,
                  bytes[code[index].range].elementsEqual(importKeyword) else { continue }
            imports.insert(String(decoding: bytes[code[index + 1].range], as: UTF8.self))
        }
        self.imports = imports
        scopes = ScopeTree(file: self)
        bindings = BindingTable(file: self)
        names = NameOccurrences(file: self)
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Reading tokens

    // Out of range: `kind(_:)` answers `.unknown`, `text(_:)` "", `isWord`/`isToken` false, and
    // `brackets.partner(of:)`/`parent(of:)` nil, for any Int: rules read around a trigger (`index - 2`,
    // `index + 3`) without checking the file's edges first. `code[i]`, `text(from:through:)` and
    // `range(from:through:)` trap out of range: use them on indices a check has produced.

    #if DEBUG
    /// The thread that made the file, or the one it was handed to (`handOver()`), which alone may fill its
    /// caches (`checkOwningThread`).
    private var owner = pthread_self()

    /// Token reads through `kind`, `text`, `isWord` and `isToken` (what rules and the Support models read
    /// tokens with), counted in debug builds only: an operation count is what a test can bound
    /// (`RuleCostTests`), a timing is not. Behind a pointer: a counter on the class would be checked for
    /// exclusive access on every read.
    private let reads = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    public var tokenReads: Int { reads.pointee }
    @inline(__always) private func countRead() { reads.pointee &+= 1 }
    deinit { reads.deallocate() }
    #else
    @inline(__always) private func countRead() {}
    #endif

    /// The one-thread rule: a `SourceFile` is made, read and dropped by one task (a lint, an index update),
    /// and its lazily filled caches (`scopes`, `bindings`, `names`) are filled on that thread only, so
    /// they need no lock on the rules' hot paths. Debug builds check it at every fill (the whole test suite
    /// runs with the check; `OneThreadRuleTests`); release builds trust it.
    @inline(__always) func checkOwningThread() {
        #if DEBUG
        precondition(isOnOwningThread, "\(path): a SourceFile's caches filled on a thread other than the one that made it")
        #endif
    }

    /// Makes this thread the file's one thread: for a file one task made and finished with before another
    /// takes it (the batch lint's index pass hands the files it read to the lint pass, after waiting for
    /// every index task to end).
    public func handOver() {
        #if DEBUG
        owner = pthread_self()
        #endif
    }

    /// The bytes the file's tokens, lines, trees and name chains take (the other caches, filled per
    /// question, left out): what a batch lint that keeps files between its passes counts against its budget.
    public var retainedSize: Int {
        // The four kind lists are allocated with room for every code token (`BracketTree.build`), whatever they
        // hold: that room is counted (as asked for, not as the allocator rounded it, so that the size is the same
        // on every run).
        lexed.size + names.chainSize + (brackets.partner.count + brackets.parent.count + 4 * code.count) * MemoryLayout<Int32>.stride
    }

    /// Whether this thread made the file (debug builds; always true in release).
    var isOnOwningThread: Bool {
        #if DEBUG
        return pthread_equal(owner, pthread_self()) != 0
        #else
        return true
        #endif
    }

    @inline(__always) public var count: Int { code.count }

    @inline(__always) public func kind(_ index: Int) -> TokenKind {
        countRead()
        return index >= 0 && index < code.count ? code[index].kind : .unknown
    }

    /// The source text of code token `index` (empty out of range).
    public func text(_ index: Int) -> String {
        countRead()
        guard index >= 0, index < code.count else { return "" }
        return String(decoding: bytes[code[index].range], as: UTF8.self)
    }

    /// The source text of the bytes `range` (clamped to the file); `text(_:)` takes a code token's index.
    public func text(bytes range: Range<Int>) -> String {
        String(decoding: bytes[max(0, range.lowerBound) ..< min(bytes.count, range.upperBound)], as: UTF8.self)
    }

    /// Source text from the start of code token `first` to the end of `last`.
    public func text(from first: Int, through last: Int) -> String {
        text(bytes: code[first].start ..< code[last].end)
    }

    /// Whether code token `index` is the word `word` (identifier or keyword).
    @inline(__always)
    public func isWord(_ index: Int, _ word: StaticString) -> Bool {
        countRead()
        guard index >= 0, index < code.count else { return false }
        let token = code[index]
        guard token.kind == .identifier || token.kind == .keyword, Int(token.length) == word.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let start = buffer.baseAddress! + token.start
            let expected = word.utf8Start
            for i in 0 ..< word.utf8CodeUnitCount where start[i] != expected[i] { return false }
            return true
        }
    }

    /// The spaces and tabs that start the line holding byte `offset` (what a
    /// fix that adds a line copies).
    public func indentation(ofLineContaining offset: Int) -> String {
        let start = lines.lineStarts[lines.line(of: offset)]
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return text(bytes: start ..< end)
    }

    /// Whether code token `index` is spelled `name`, compared byte by byte:
    /// for loops that look for a name among many tokens.
    public func isToken(_ index: Int, spelled name: String) -> Bool {
        countRead()
        guard index >= 0, index < code.count else { return false }
        let token = code[index]
        return Int(token.length) == name.utf8.count && name.utf8.elementsEqual(bytes[token.range])
    }

    public func isWord(_ index: Int, oneOf words: [StaticString]) -> Bool {
        words.contains { isWord(index, $0) }
    }

    @inline(__always)
    public func isPunctuation(_ index: Int, _ kind: TokenKind) -> Bool { self.kind(index) == kind }

    /// Whether code token `index` is an operator spelled `spelling`.
    public func isOperator(_ index: Int, _ spelling: StaticString) -> Bool {
        guard index >= 0, index < code.count, code[index].kind.isOperator || code[index].kind == .leftAngle || code[index].kind == .rightAngle else { return false }
        return bytesEqual(index, spelling)
    }

    public func bytesEqual(_ index: Int, _ spelling: StaticString) -> Bool {
        let token = code[index]
        guard Int(token.length) == spelling.utf8CodeUnitCount else { return false }
        for i in 0 ..< spelling.utf8CodeUnitCount where bytes[token.start + i] != spelling.utf8Start[i] { return false }
        return true
    }

    /// Whether the significant tokens `index` and `index + 1` are separated by a line break.
    public func newlineBefore(_ index: Int) -> Bool {
        index >= 0 && index < code.count && code[index].flags.contains(.startsLine)
    }

    /// The literal value of a simple string literal at `index` (its opening
    /// quote): `"abc"` with one segment and no interpolation. Escapes are kept.
    public func simpleStringLiteral(at index: Int) -> (value: String, end: Int)? {
        guard kind(index) == .stringQuote else { return nil }
        if kind(index + 1) == .stringQuote { return ("", index + 1) }
        guard kind(index + 1) == .stringSegment, kind(index + 2) == .stringQuote else { return nil }
        return (text(index + 1), index + 2)
    }

    /// Whether a comment lies inside the bytes `range` (a fix replacing them would lose it).
    public func hasComment(in range: Range<Int>) -> Bool {
        var low = 0
        var high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].end <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low < comments.count && comments[low].start < range.upperBound
    }

    /// The byte range from the start of code token `first` to the end of `last`.
    public func range(from first: Int, through last: Int) -> Range<Int> {
        code[first].start ..< code[last].end
    }

    /// The code token index containing or starting after byte `offset`.
    public func codeIndex(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = code.count
        while low < high {
            let mid = (low + high) / 2
            if code[mid].end <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
