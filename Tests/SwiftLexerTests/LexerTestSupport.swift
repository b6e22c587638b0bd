import Foundation
@testable import SwiftLexer
import XCTest

enum LexerTestSupport {
    static let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixtures() throws -> [(name: String, bytes: [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, [UInt8](try Data(contentsOf: fixturesFolder.appendingPathComponent($0)))) }
    }

    /// Significant tokens as `kind text`, for readable expectations.
    static func significant(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.lex(bytes).filter { !$0.kind.isTrivia }.map { "\($0.kind) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
    }

    /// The lossless invariant: tokens tile the input, none empty.
    static func assertTiles(_ tokens: [Token], _ byteCount: Int, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        var expected = 0
        for (index, token) in tokens.enumerated() {
            guard token.start == expected, token.length > 0 else {
                XCTFail("\(message): token \(index) \(token.kind) at \(token.start) length \(token.length), expected start \(expected)", file: file, line: line)
                return
            }
            expected = token.end
        }
        XCTAssertEqual(expected, byteCount, "\(message): tokens end before the input", file: file, line: line)
    }
}
