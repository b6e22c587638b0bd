import Foundation
import JSONRPC
import XCTest

/// Documents are linted independently (issue 14, item 6): a large one must
/// not hold back the diagnostics of small ones, and a newer version of a
/// document supersedes one that waits.
final class LintSchedulingTests: XCTestCase {
    /// 4 MB of plain code with a finding every 100 lines: about a second of
    /// linting in the debug build, a hundred times a small document's.
    private static let large: String = {
        let plain = "    let value = items.map { $0 * 2 }.filter { $0 > 10 } // a comment that pads the line\n"
        let block = String(repeating: plain, count: 99) + "    let scale = UIScreen.main.scale\n"
        return "import UIKit\nfinal class Large: UIView {\nfunc f() {\n" + String(repeating: block, count: 450) + "}\n}\n"
    }()

    private func publishIndex(_ messages: [JSONValue], _ uri: String, version: Int) -> Int? {
        messages.firstIndex {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
                && $0["params"]?["version"]?.intValue == version
        }
    }

    func testASmallDocumentIsNotQueuedBehindALargeOne() throws {
        let client = try LSPTestClient()
        client.initialize()
        let largeURI = "file:///tmp/duo-lsp-scheduling/Large.swift"
        let smallURIs = (0 ..< 3).map { "file:///tmp/duo-lsp-scheduling/Small\($0).swift" }
        client.open(largeURI, Self.large)
        // Opened and edited while the large one is linted: each gets its result first.
        for uri in smallURIs { client.open(uri, ServerSessionTests.source) }
        for (index, uri) in smallURIs.enumerated() {
            client.notify("textDocument/didChange", .object([
                "textDocument": .object(["uri": .string(uri), "version": 2]),
                "contentChanges": .array([.object(["text": .string(String(repeating: "let s = UIScreen.main.scale\n", count: index + 1))])]),
            ]))
        }
        let largePublished = client.notification("textDocument/publishDiagnostics", timeout: 120) {
            $0["params"]?["uri"]?.stringValue == largeURI && $0["params"]?["version"]?.intValue == 1
        }
        XCTAssertGreaterThan(largePublished?["params"]?["diagnostics"]?.arrayValue?.count ?? 0, 0)
        let messages = client.allReceived
        let largeIndex = try XCTUnwrap(publishIndex(messages, largeURI, version: 1))
        for (index, uri) in smallURIs.enumerated() {
            let published = publishIndex(messages, uri, version: 2)
            XCTAssertNotNil(published, "\(uri) waited for the large document")
            XCTAssertLessThan(published ?? .max, largeIndex, "\(uri) waited for the large document")
            XCTAssertEqual(published.flatMap { messages[$0]["params"]?["diagnostics"]?.arrayValue?.count }, index + 1, uri)
        }

        // Newer versions of the large one in a burst: linted once, for the newest.
        for version in 2 ... 5 {
            client.notify("textDocument/didChange", .object([
                "textDocument": .object(["uri": .string(largeURI), "version": .integer(Int64(version))]),
                "contentChanges": .array([.object(["range": .object(["start": .object(["line": 0, "character": 0]), "end": .object(["line": 0, "character": 0])]),
                                                   "text": "// edited\n"])]),
            ]))
        }
        let next = client.notification("textDocument/publishDiagnostics", timeout: 120) { $0["params"]?["uri"]?.stringValue == largeURI }
        XCTAssertEqual(next?["params"]?["version"]?.intValue, 5, "a newer version supersedes the waiting one")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}
