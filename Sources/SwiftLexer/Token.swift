/// One token or trivia piece: a kind and a byte range of the source.
///
/// Twelve bytes, stored in contiguous arrays. Every byte of the input belongs
/// to exactly one token, and no token is empty.
public struct Token: Equatable, Sendable {
    public var offset: UInt32
    public var length: UInt32
    public var kind: TokenKind
    public var flags: TokenFlags
    /// How many bytes past its end the lexer examined to decide this token
    /// (saturating). The incremental lexer re-lexes a token when an edit
    /// falls inside this window.
    public var lookahead: UInt16

    @inlinable
    public init(kind: TokenKind, offset: Int, length: Int, flags: TokenFlags = [], lookahead: Int = 0) {
        self.offset = UInt32(truncatingIfNeeded: offset)
        self.length = UInt32(truncatingIfNeeded: length)
        self.kind = kind
        self.flags = flags
        self.lookahead = UInt16(clamping: lookahead)
    }

    @inlinable public var start: Int { Int(offset) }
    @inlinable public var end: Int { Int(offset) + Int(length) }
    @inlinable public var range: Range<Int> { Int(offset) ..< Int(offset) + Int(length) }

    /// The lookahead value meaning "unknown, possibly the rest of the file".
    public static let unboundedLookahead = Int(UInt16.max)

    /// Whether a token is laid out as `offset` and `length` in its first
    /// word (offset in the low half) and `kind` in the low byte of the rest,
    /// with no padding: `TokenStore.materialize` copies tokens as words.
    static let wordLayoutHolds: Bool = {
        let layout = MemoryLayout<Token>.self
        return layout.size == 12 && layout.stride == 12 && UInt32(1).littleEndian == 1
            && layout.offset(of: \Token.offset) == 0 && layout.offset(of: \Token.length) == 4
            && layout.offset(of: \Token.kind) == 8 && layout.offset(of: \Token.flags) == 9
            && layout.offset(of: \Token.lookahead) == 10 && MemoryLayout<TokenKind>.size == 1
    }()
}

/// Lexer state recorded after each token, so the incremental lexer can tell
/// where re-lexing may start and where it has caught up with the old tokens.
public struct TokenFlags: OptionSet, Equatable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// After this token the lexer is in plain code: not inside a string,
    /// interpolation or regex literal.
    public static let resumable = TokenFlags(rawValue: 1 << 0)
    /// A `/` after this token may start a regex literal.
    public static let regexMayFollow = TokenFlags(rawValue: 1 << 1)
    /// This token is a binary operator or `=`: an unbound `/` after it is a regex.
    public static let regexMustFollow = TokenFlags(rawValue: 1 << 2)
    /// This token is `func` or `operator`: a `/` after it names an operator.
    public static let operatorNameFollows = TokenFlags(rawValue: 1 << 3)
    /// This token is the `?`/`!` of `try?`/`try!`, which no binary operator follows.
    public static let afterTry = TokenFlags(rawValue: 1 << 4)
    /// A newline (or a comment containing one) precedes this token since the
    /// previous significant token. Set on significant tokens only.
    public static let startsLine = TokenFlags(rawValue: 1 << 5)

    /// The flags that make up the lexer's state between two tokens.
    public static let stateMask: TokenFlags = [.resumable, .regexMayFollow, .regexMustFollow, .operatorNameFollows, .afterTry]
}
