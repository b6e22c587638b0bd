#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer target `lexer`: the lexer is lossless on any bytes, and the
/// incremental lexer agrees with a full lex after every edit.
///
/// The input is the document; its last bytes also choose a sequence of edits
/// (position, bytes removed, text inserted: a piece that opens or closes some
/// lexer state, or a slice of the input itself). After each edit the
/// `TokenStore` must equal `Lexer.lex` of the new text, token for token,
/// flags and lookahead included.
@_cdecl("LLVMFuzzerTestOneInput")
public func lexerFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    checkLossless(Lexer.lex(input), byteCount: input.count, "full lex")

    var controls = FuzzControls(input)
    var text = input
    var store = TokenStore(text: text)
    var edits = 0
    while !controls.isExhausted, edits < maximumEdits {
        edits += 1
        let start = controls.int(in: 0 ... text.count)
        let longest = controls.byte() & 7 == 0 ? 1024 : 8
        let removed = controls.int(in: 0 ... min(text.count - start, longest))
        let inserted = insertion(&controls, from: input)
        text.replaceSubrange(start ..< start + removed, with: inserted)
        text.withUnsafeBufferPointer { newText in
            _ = store.applyEdit(replacing: start ..< start + removed, insertedLength: inserted.count, newText: newText)
        }
        let expected = Lexer.lex(text)
        checkLossless(expected, byteCount: text.count, "full lex after edit \(edits)")
        let actual = store.tokens
        if !sameTokens(actual, expected) {
            let first = (0 ..< min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? min(actual.count, expected.count)
            fatalError("""
                edit \(edits) (\(removed) bytes at \(start) replaced by \(inserted.count)): incremental differs from a full lex \
                at token \(first): \(actual[first...].prefix(2)) instead of \(expected[first...].prefix(2))
                """)
        }
        let (significant, comments) = store.materialize()
        if !sameTokens(significant, expected.filter { !$0.kind.isTrivia }) || !sameTokens(comments, expected.filter(\.kind.isComment)) {
            fatalError("edit \(edits): materialize() differs from the tokens")
        }
    }
    return 0
}

/// `==` on the arrays, as one `memcmp`: a `Token` is twelve bytes without
/// padding, and comparing field by field in the harness would spend most of
/// each run in libFuzzer's comparison tracing instead of in the lexer.
private func sameTokens(_ a: [Token], _ b: [Token]) -> Bool {
    precondition(Token.wordLayoutHolds, "Token has padding")
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
}

/// Enough edits to walk through several lexer states; each costs a full lex.
private let maximumEdits = 32

/// Text that opens or closes strings, comments, interpolations, regexes,
/// generics and availability lists, so edits cross every lexer state (the
/// same pieces as `IncrementalLexerTests`).
private let pieces: [[UInt8]] = [
    "\"", "\"\"\"", "#\"", "\"#", "\\(", ")", "(", "/*", "*/", "//", "\n", "\r\n", "\r", " ", "/", "#/", "/#",
    "let x = ", "a / b", "/[a-z]+/", "'", "`", "$0", "1.5", "0x1p3", "<", ">", ">>", "Array<Int>?",
    "@available(iOS 15.0, *)", "#if", "#endif", "try?", "!", "?", "é", "🐶", "\\", "{", "}", "[", "]", ",", ";",
    ":", "=", "+", "-", "*", "\u{00A0}", "\t", "x", "foo", "return", "func", "\"\\(a)\"", "##\"", "\"##", "<#ph#>",
    "\\#(", "#!", "\u{FEFF}", "0b", "_", ".", "..<", "#selector(", "\u{0}",
].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80]]  // invalid and truncated UTF-8

private func insertion(_ controls: inout FuzzControls, from input: [UInt8]) -> [UInt8] {
    let choice = controls.byte()
    switch choice {
    case 0 ..< 160:
        return pieces[Int(choice) % pieces.count]
    case 160 ..< 224:
        let start = controls.int(in: 0 ... input.count)
        let length = controls.int(in: 0 ... min(input.count - start, 128))
        return Array(input[start ..< start + length])
    default:
        var text: [UInt8] = []
        for _ in 0 ... Int(choice & 3) { text += pieces[Int(controls.byte()) % pieces.count] }
        return text
    }
}
