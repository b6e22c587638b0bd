import Foundation
import SeededRandom
@testable import SwiftLexer
import XCTest

/// The incremental lexer must give exactly what a full lex gives, always.
final class IncrementalLexerTests: XCTestCase {
    /// Pieces that open and close strings, comments, interpolations, regexes,
    /// generics and availability lists, so random edits cross every state.
    private static let pieces = [
        "\"", "\"\"\"", "#\"", "\"#", "\\(", ")", "(", "/*", "*/", "//", "\n", "\r\n", " ", "/", "#/", "/#",
        "let x = ", "a / b", "/[a-z]+/", "'", "`", "$0", "1.5", "0x1p3", "<", ">", ">>", "Array<Int>?", "@available(iOS 15.0, *)",
        "#if", "#endif", "try?", "!", "?", "é", "🐶", "\\", "{", "}", "[", "]", ",", ";", ":", "=", "+", "-", "*",
        "\u{00A0}", "\t", "x", "foo", "return", "func", "\"\\(a)\"", "##\"", "\"##", "<#ph#>",
        // Conflict markers (at a line start they swallow lines), `::`, a mid-file BOM, version floats.
        "\n<<<<<<< ", "\n>>>>>>> ", "\n=======\n", "\n>>>> ", "\n<<<<\n", "::", "\u{FEFF}", "10.0e10", "{ / x",
    ]

    private static let seedText = """
        import UIKit
        // A view controller.
        final class ViewController: UIViewController {
            let title = "Hello \\(name)!"
            let raw = #"C:\\path"#
            let regex = /[a-z]+/
            /* block /* nested */ */
            override func viewDidLayoutSubviews() {
                let w = view.bounds.width - view.safeAreaInsets.left * 2
                let m: [String: Array<Int>]? = nil
                let s = \"\"\"
                    multi \\(w)
                    line
                    \"\"\"
                if #available(iOS 17.0, *) { print(w / 2, s) }
                Swift::print(w)
            }
        }
        <<<<<<< HEAD
        let mine = 1
        =======
        let theirs = 2
        >>>>>>> other

        """

    /// 6,000 seeded edits; `LEXER_STRESS_ROUNDS=N` runs more, with other seeds.
    func testRandomEditsMatchAFullLex() {
        let rounds = ProcessInfo.processInfo.environment["LEXER_STRESS_ROUNDS"].flatMap(Int.init) ?? 60
        var generator = SplitMix64(seed: 0xD00)
        var checked = 0
        for round in 0 ..< rounds {
            var text = Array(Self.seedText.utf8)
            var store = TokenStore(text: text)
            // The same edits to a store that keeps its code tokens and comments (an open document's).
            var keeping = TokenStore(text: text)
            keeping.keepMaterialized()
            for step in 0 ..< 100 {
                let edit = randomEdit(in: text, using: &generator)
                let previous = text
                text.replaceSubrange(edit.range, with: edit.replacement)
                text.withUnsafeBufferPointer { newText in
                    _ = store.applyEdit(replacing: edit.range, insertedLength: edit.replacement.count, newText: newText)
                    _ = keeping.applyEdit(replacing: edit.range, insertedLength: edit.replacement.count, newText: newText)
                }
                let expected = Lexer.lex(text)
                let (significant, comments) = keeping.materialize()
                guard significant == expected.filter({ !$0.kind.isTrivia }), comments == expected.filter(\.kind.isComment) else {
                    return XCTFail("round \(round) step \(step): the kept code tokens or comments differ from a full lex's after edit \(edit)")
                }
                let actual = store.tokens
                if actual != expected {
                    let firstDifference = (0 ..< min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? min(actual.count, expected.count)
                    XCTFail("round \(round) step \(step): incremental differs at token \(firstDifference) after edit \(edit)\n"
                            + "before: \(previous)\nafter: \(text)\n"
                            + "incremental: \(actual[firstDifference...].prefix(3))\nfull: \(expected[firstDifference...].prefix(3))")
                    return
                }
                checked += 1
            }
        }
        XCTAssertEqual(checked, rounds * 100)
    }

    /// A document emptied by an edit (select all, delete), then typed into again, and an edit of text
    /// without any code token: the kept arrays go empty and come back as a full lex says.
    func testKeptTokensSurviveEmptyingTheText() {
        var text = Array("let x = 1 // one\n".utf8)
        var store = TokenStore(text: text)
        store.keepMaterialized()
        for (range, replacement) in [(0 ..< text.count, ""), (0 ..< 0, "// only a comment\n"), (0 ..< 0, "   "), (0 ..< 0, "var y = 2\n")] {
            text.replaceSubrange(range, with: Array(replacement.utf8))
            text.withUnsafeBufferPointer { _ = store.applyEdit(replacing: range, insertedLength: replacement.utf8.count, newText: $0) }
            let expected = Lexer.lex(text)
            let (significant, comments) = store.materialize()
            XCTAssertEqual(significant, expected.filter { !$0.kind.isTrivia }, "after replacing \(range) with \(replacement.debugDescription)")
            XCTAssertEqual(comments, expected.filter(\.kind.isComment), "after replacing \(range) with \(replacement.debugDescription)")
        }
    }

    /// An operator before a comment (`<<//…`) reads nothing past the comment's
    /// start: an edit there, which cannot change the operator, keeps it (it
    /// once differed from a full lex in its recorded lookahead, when a `<#`
    /// followed in the comment; found by the random edits).
    func testOperatorBeforeACommentLooksNoFurther() {
        var text = Array("x\n<<<<<///<<*)#\\10.0e10\n".utf8)
        var store = TokenStore(text: text)
        text.removeSubrange(12 ..< 14)
        text.withUnsafeBufferPointer { newText in
            _ = store.applyEdit(replacing: 12 ..< 14, insertedLength: 0, newText: newText)
        }
        XCTAssertEqual(store.tokens, Lexer.lex(text))
    }

    /// A text of many chunks, with deletions and insertions that span chunk boundaries.
    func testEditsAcrossManyChunksMatchAFullLex() {
        var generator = SplitMix64(seed: 0xC4)
        var text = Array(String(repeating: Self.seedText, count: 40).utf8)
        var store = TokenStore(text: text)
        var keeping = TokenStore(text: text)
        keeping.keepMaterialized()
        for step in 0 ..< 400 {
            let start = Int.random(in: 0 ... text.count, using: &generator)
            let length = min(text.count - start, Int.random(in: 0 ... (step % 10 == 0 ? 3000 : 30), using: &generator))
            var replacement: [UInt8] = []
            for _ in 0 ..< Int.random(in: 0 ... (step % 7 == 0 ? 60 : 2), using: &generator) {
                replacement += Array(Self.pieces.randomElement(using: &generator)!.utf8)
            }
            text.replaceSubrange(start ..< start + length, with: replacement)
            text.withUnsafeBufferPointer {
                _ = store.applyEdit(replacing: start ..< start + length, insertedLength: replacement.count, newText: $0)
                _ = keeping.applyEdit(replacing: start ..< start + length, insertedLength: replacement.count, newText: $0)
            }
            let expected = Lexer.lex(text)
            guard store.tokens == expected else {
                return XCTFail("step \(step): incremental differs from a full lex after replacing \(start)..<\(start + length)")
            }
            XCTAssertEqual(store.count, store.tokens.count)
            // What a rule pass reads, copied out of the chunks word by word.
            let (significant, comments) = store.materialize()
            guard significant == expected.filter({ !$0.kind.isTrivia }), comments == expected.filter(\.kind.isComment) else {
                return XCTFail("step \(step): materialize() differs from the full lex's code tokens and comments")
            }
            let kept = keeping.materialize()
            guard kept.significant == significant, kept.comments == comments else {
                return XCTFail("step \(step): the kept code tokens or comments differ from the full lex's")
            }
        }
    }

    func testOneCharacterEditRelexesFewTokens() {
        var text = Array(String(repeating: Self.seedText, count: 200).utf8)
        var store = TokenStore(text: text)
        let offset = text.count / 2
        text.insert(UInt8(ascii: "x"), at: offset)
        let stats = text.withUnsafeBufferPointer { store.applyEdit(replacing: offset ..< offset, insertedLength: 1, newText: $0) }
        XCTAssertFalse(stats.fullRelex)
        XCTAssertLessThan(stats.inserted, 20)
        XCTAssertEqual(store.tokens, Lexer.lex(text))
    }

    func testOpeningACommentRelexesToItsEnd() {
        var text = Array("a\nb */\nd".utf8)
        var store = TokenStore(text: text)
        text.insert(contentsOf: Array("/*".utf8), at: 0)
        text.withUnsafeBufferPointer { _ = store.applyEdit(replacing: 0 ..< 0, insertedLength: 2, newText: $0) }
        XCTAssertEqual(store.tokens, Lexer.lex(text))
        XCTAssertEqual(store[0].kind, .blockComment)
    }

    private struct Edit: CustomStringConvertible {
        var range: Range<Int>
        var replacement: [UInt8]
        var description: String { "\(range) -> \(String(decoding: replacement, as: UTF8.self).debugDescription)" }
    }

    private func randomEdit(in text: [UInt8], using generator: inout SplitMix64) -> Edit {
        let start = Int.random(in: 0 ... text.count, using: &generator)
        let removable = text.count - start
        let removeCount: Int
        switch Int.random(in: 0 ..< 3, using: &generator) {
        case 0: removeCount = 0
        case 1: removeCount = min(removable, Int.random(in: 1 ... 3, using: &generator))
        default: removeCount = min(removable, Int.random(in: 0 ... 40, using: &generator))
        }
        var replacement: [UInt8] = []
        if removeCount == 0 || Bool.random(using: &generator) {
            for _ in 0 ..< Int.random(in: 1 ... 3, using: &generator) {
                replacement += Array(Self.pieces.randomElement(using: &generator)!.utf8)
            }
        }
        // Keep the text from growing without bound or vanishing.
        if text.count > 4000 { replacement = [] }
        return Edit(range: start ..< start + removeCount, replacement: replacement)
    }
}
