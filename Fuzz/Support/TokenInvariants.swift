#if canImport(SwiftLexer)
// The fixits target imports the lexer as a module; the lexer target compiles
// its sources into the fuzzer's own module.
import SwiftLexer
#endif

/// The lexer's first invariant (ARCHITECTURE.md): the tokens tile the input
/// exactly and none is empty. A failure stops the run through `fatalError`,
/// which libFuzzer reports as a crash with the input that caused it.
func checkLossless(_ tokens: [Token], byteCount: Int, _ what: @autoclosure () -> String) {
    var offset = 0
    for (index, token) in tokens.enumerated() {
        if token.length == 0 { fatalError("\(what()): token \(index) (\(token.kind)) at \(offset) is empty") }
        if token.start != offset { fatalError("\(what()): token \(index) starts at \(token.start), expected \(offset)") }
        offset = token.end
    }
    if offset != byteCount { fatalError("\(what()): tokens end at \(offset) of \(byteCount) bytes") }
}
