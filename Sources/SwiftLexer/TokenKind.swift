/// What a token is. Trivia kinds come first so `isTrivia` is one comparison.
///
/// The split of literals into pieces (quotes, segments, interpolation
/// delimiters, regex slashes) follows swift-syntax, so token boundaries agree
/// with the compiler's parser.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // MARK: Trivia
    case whitespace
    case newline
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    case shebang
    case byteOrderMark
    /// Text the compiler skips with a diagnostic instead of reading it as
    /// code: a run of no-break spaces (U+00A0), a version-control conflict
    /// (`<<<<<<< ` … `>>>>>>> `, or Perforce's `>>>> ` … `<<<<`) at the start
    /// of a line. swift-syntax's `unexpectedText` trivia.
    case unexpectedText
    /// Bytes of a multi-line string literal that are not part of its value:
    /// the newline after the opening `"""`, each line's indentation, a `\`
    /// line continuation and the newline before the closing delimiter.
    case stringTrivia

    // MARK: Names
    case identifier
    /// `$0`, `$1` … (a `$` name with letters is an `identifier`).
    case dollarIdentifier
    case keyword
    /// `_`
    case wildcard

    // MARK: Literals
    case integerLiteral
    case floatLiteral
    /// `"` opening or closing a single-line string literal.
    case stringQuote
    /// `"""`
    case multilineStringQuote
    /// `'` (not Swift; lexed like a quote for recovery, as swift-syntax does).
    case singleQuote
    /// The `#`s around a raw string, and the `#`s of a raw interpolation `\#(`.
    case rawStringDelimiter
    /// Literal text of a string (escapes included, as written).
    case stringSegment
    /// The `(` of `\(`: code follows until the matching `interpolationClose`.
    case interpolationOpen
    case interpolationClose
    case regexSlash
    /// The `#`s of `#/…/#`.
    case regexPoundDelimiter
    case regexPattern

    // MARK: Pound
    /// `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#unavailable`,
    /// `#sourceLocation`, `#_hasSymbol`: one token each.
    case poundKeyword
    /// Any other `#` (`#selector`, `#file`, macros): followed by an identifier.
    case pound

    // MARK: Punctuation
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftSquare
    case rightSquare
    case comma
    case colon
    /// `::` (a module selector, `Swift::print`), one token as in swift-syntax.
    case colonColon
    case semicolon
    case period
    case atSign
    case arrow
    case equal
    /// A key path's `\`, or the `\` that starts an interpolation.
    case backslash
    case backtick
    /// `<` opening a generic argument list (a left-bound `<` after a name).
    case leftAngle
    /// `>` closing one. The parser splits `>>` and `>?` after generic
    /// arguments into `>`, `>`, `?`; so does the lexer, line by line.
    case rightAngle
    case prefixAmpersand
    case postfixQuestionMark
    case infixQuestionMark
    case exclamationMark

    // MARK: Operators
    case binaryOperator
    case prefixOperator
    case postfixOperator

    /// Bytes that are not Swift: invalid UTF-8, stray control characters, an
    /// unterminated literal's remainder, a `*/` without a `/*`.
    case unknown

    @inlinable public var isTrivia: Bool { TokenKind.isTrivia(rawValue: rawValue) }

    @inlinable public var isComment: Bool { TokenKind.isComment(rawValue: rawValue) }

    /// `isTrivia` of a kind read as its raw byte (code that copies tokens as words).
    @inlinable public static func isTrivia(rawValue: UInt8) -> Bool { rawValue <= TokenKind.stringTrivia.rawValue }

    @inlinable public static func isComment(rawValue: UInt8) -> Bool {
        rawValue >= TokenKind.lineComment.rawValue && rawValue <= TokenKind.docBlockComment.rawValue
    }

    /// Pieces of a string literal other than code in its interpolations.
    @inlinable public var isStringPiece: Bool {
        switch self {
        case .stringQuote, .multilineStringQuote, .singleQuote, .rawStringDelimiter, .stringSegment: true
        default: false
        }
    }

    @inlinable public var isOperator: Bool {
        switch self {
        case .binaryOperator, .prefixOperator, .postfixOperator: true
        default: false
        }
    }

    /// The name `duo-lsp tokens` prints (comments all print as `comment`; a
    /// byte-order mark, anywhere, as swift-syntax's `unexpectedText`).
    public var displayName: String {
        if isComment { return "comment" }
        if self == .byteOrderMark { return "unexpectedText" }
        return String(describing: self)
    }
}
