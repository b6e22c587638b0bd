/// The Swift lexer: bytes in, tokens out, lossless.
///
/// Invariants (tested): the tokens cover the input exactly, in order, with no
/// gaps and no empty token; lexing never traps and is linear in the input.
public enum Lexer {
    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return [] }
        // Real code averages over three bytes a token; pathological input
        // (`((((`) needs one token a byte, and gets a second pass.
        if let tokens = lex(base, count: bytes.count, capacity: bytes.count / 2 + 16) { return tokens }
        return lex(base, count: bytes.count, capacity: bytes.count + 1)!
    }

    private static func lex(_ base: UnsafePointer<UInt8>, count: Int, capacity: Int) -> [Token]? {
        var overflowed = false
        let tokens = [Token](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
            var core = LexerCore(base: base, end: count, start: 0, context: .fileStart, startsLine: false,
                                 output: TokenOutput(fixed: buffer))
            core.run()
            overflowed = core.tokens.overflowed
            initializedCount = overflowed ? 0 : core.tokens.count
        }
        return overflowed ? nil : tokens
    }

    public static func lex(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { lex($0) }
    }

    public static func lex(_ text: String) -> [Token] {
        var text = text
        return text.withUTF8 { lex($0) }
    }
}

/// An open string literal the lexer is inside of.
struct OpenStringLiteral {
    var quote: UInt8
    var multiline: Bool
    var pounds: Int
    /// Index of the opening quote token (marked `unknown` if never closed).
    var openingQuoteToken: Int
    /// Index of the first token of the body (multi-line post-processing).
    var firstBodyToken: Int
    /// Byte offset where the body starts.
    var bodyStart: Int
}

enum LexMode {
    /// Lexing literal text.
    case string(OpenStringLiteral)
    /// Lexing code inside `\( … )` of that literal.
    case interpolation(OpenStringLiteral, parenDepth: Int)
}

extension TokenFlags {
    /// The state before the first token of a file: a statement starts, so a
    /// `/` there is a regex.
    static let fileStart: TokenFlags = [.resumable, .regexMayFollow, .regexMustFollow]
    /// Internal marks, never seen outside the lexer.
    static let isTryKeyword = TokenFlags(rawValue: 1 << 6)
    static let pendingMultilineSegment = TokenFlags(rawValue: 1 << 7)
}

/// The lexer's working state. One per lex (full or incremental).
struct LexerCore {
    let base: UnsafePointer<UInt8>
    let end: Int
    var pos: Int
    var tokens: TokenOutput
    /// Open literals, innermost last. Change only through `pushMode`,
    /// `replaceTopMode` and `popMode`, which keep the two fields below.
    private(set) var modes: [LexMode] = []
    /// The innermost mode is a string body (checked before every token).
    private(set) var inStringBody = false
    private(set) var modeDepth = 0
    /// Tables read in the hot loops, loaded once.
    let characterTable = CharacterClass.table
    let contextTable = LexerCore.contextAfter
    let keywords = KeywordTable.shared
    /// State flags after the last significant token (what a `/` may start).
    var context: TokenFlags
    var startsLine: Bool
    /// Kind and range of the last significant token, and the kind before it.
    var lastKind: TokenKind = .newline
    var kindBeforeLast: TokenKind = .newline
    var lastStart = 0
    var lastEnd = 0
    /// Parentheses open in an availability list (`@available(`, `#available(`),
    /// where `15.0` is a version: `15`, `.`, `0`, as the parser splits it.
    var versionParens = 0
    /// `<`s that may open generic argument lists, on this line.
    var openAngles = 0
    /// Farthest byte a scan examined for the token being lexed, beyond the
    /// default window every token gets.
    var farthest = 0
    /// Bytes past a token's end that ordinary lexing may peek at (one UTF-8
    /// scalar, or a two-byte look such as `/` + `*`).
    static let defaultLookahead = 4
    /// Per `#` count, where a multi-line regex scan found no closer up to
    /// the end of the file (-1: none yet).
    var unterminatedMultilineRegexFrom = [Int](repeating: -1, count: 16)
    /// Where a scan for a conflict's closing line found none up to the end
    /// of the file (-1: none yet), per style.
    var noGitCloserFrom = -1
    var noPerforceCloserFrom = -1

    init(base: UnsafePointer<UInt8>, end: Int, start: Int, context: TokenFlags, startsLine: Bool, output: TokenOutput) {
        self.base = base
        self.end = end
        self.pos = start
        self.context = context
        self.startsLine = startsLine
        self.tokens = output
    }

    mutating func pushMode(_ mode: LexMode) {
        modes.append(mode)
        modesChanged()
    }

    mutating func replaceTopMode(_ mode: LexMode) {
        modes[modes.count - 1] = mode
        modesChanged()
    }

    @discardableResult
    mutating func popMode() -> LexMode? {
        let mode = modes.popLast()
        modesChanged()
        return mode
    }

    private mutating func modesChanged() {
        modeDepth = modes.count
        if case .string? = modes.last { inStringBody = true } else { inStringBody = false }
    }

    /// The byte at `p`, or 0 past the end.
    @inline(__always) func byte(_ p: Int) -> UInt8 { p < end ? base[p] : 0 }

    mutating func run() {
        while pos < end, !tokens.overflowed {
            step()
        }
        closeUnterminatedLiterals()
    }

    /// Lexes exactly one token (or, for literals, one piece of one).
    @inline(__always)
    mutating func step() {
        if inStringBody, case .string(let literal)? = modes.last {
            lexStringBody(literal)
        } else {
            lexCodeToken()
        }
    }

    // MARK: Emitting

    @inline(__always)
    mutating func emitTrivia(_ kind: TokenKind, _ start: Int, _ end: Int) {
        var flags = context.intersection(.stateMask)
        if isClean { flags.insert(.resumable) } else { flags.remove(.resumable) }
        tokens.append(Token(kind: kind, offset: start, length: end - start, flags: flags, lookahead: lookahead(after: end)))
    }

    /// Emits a significant token; `after` is the regex context it leaves.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, after: TokenFlags) {
        var flags = after
        if (kind == .postfixQuestionMark || kind == .exclamationMark) && context.contains(.isTryKeyword) {
            flags.insert(.afterTry)
        }
        context = flags
        kindBeforeLast = lastKind
        lastKind = kind
        lastStart = start
        lastEnd = end
        if isClean { flags.insert(.resumable) }
        if startsLine {
            flags.insert(.startsLine)
            startsLine = false
        }
        tokens.append(Token(kind: kind, offset: start, length: end - start, flags: flags, lookahead: lookahead(after: end)))
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        emit(kind, start, end, after: contextTable[Int(kind.rawValue)])
    }

    /// No literal, generic list or availability list is open: lexing may
    /// start here with nothing but the last token's flags.
    @inline(__always)
    var isClean: Bool { modeDepth | openAngles | versionParens == 0 }

    @inline(__always)
    mutating func lookahead(after tokenEnd: Int) -> Int {
        let extra = farthest - tokenEnd
        farthest = 0
        return extra > LexerCore.defaultLookahead ? extra : LexerCore.defaultLookahead
    }

    /// Records that the current token's lexing looked at bytes before `p`.
    /// `p` may be `end + 1`: the scan found the input ends there, so text
    /// appended later could change what it decided. The value must depend on
    /// the bytes examined only, never on where the input ends beyond them.
    @inline(__always)
    mutating func examined(upTo p: Int) {
        let seen = min(p, end + 1)
        if seen > farthest { farthest = seen }
    }

    /// What a `/` after a token of each kind may start (swift-syntax's
    /// "regex literal position" heuristic). Words are classified separately.
    nonisolated(unsafe) static let contextAfter: UnsafePointer<TokenFlags> = {
        let table = UnsafeMutablePointer<TokenFlags>.allocate(capacity: 256)
        table.initialize(repeating: [], count: 256)
        let may: [TokenKind] = [
            .leftBrace, .leftParen, .leftSquare, .prefixOperator, .prefixAmpersand, .semicolon, .comma,
            .colon, .infixQuestionMark, .unknown, .interpolationOpen, .keyword,
        ]
        for kind in may { table[Int(kind.rawValue)] = .regexMayFollow }
        // Where a `/` cannot be binary, a regex it must be. After `{` and `;` a
        // statement starts: swift-syntax's parser re-lexes `/ x` there as a
        // regex (to the end of the line when unterminated).
        for kind: TokenKind in [.binaryOperator, .equal, .leftBrace, .semicolon] {
            table[Int(kind.rawValue)] = [.regexMayFollow, .regexMustFollow]
        }
        return UnsafePointer(table)
    }()

    // MARK: End of input

    /// At the end of the input, every literal still open is unterminated: its
    /// opening quote becomes `unknown` so no rule reads it as a string.
    mutating func closeUnterminatedLiterals() {
        while let mode = popMode() {
            switch mode {
            case .string(let literal), .interpolation(let literal, _):
                markUnterminated(literal)
            }
        }
    }

    mutating func markUnterminated(_ literal: OpenStringLiteral) {
        if literal.multiline { finishMultilineBody(literal, closingQuoteStart: nil) }
        tokens[literal.openingQuoteToken].kind = .unknown
    }
}
