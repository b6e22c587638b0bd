import Foundation
import JSONRPC
import XCTest

/// The server's duties beyond a single session: a dead client, edits that
/// overtake a request, the project's baseline.
final class ServerLifecycleTests: XCTestCase {
    func testExitsWhenTheClientProcessDies() throws {
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/bin/sleep")
        parent.arguments = ["0.5"]
        try parent.run()
        let client = try LSPTestClient()
        let id = client.request("initialize", .object(["processId": .integer(Int64(parent.processIdentifier)), "capabilities": .object([:])]))
        _ = client.response(to: id)
        parent.waitUntilExit()
        XCTAssertEqual(client.waitForExit(timeout: 10), 1, "the server outlived its client")
    }

    /// A code action waiting for its version's lint while a newer edit lands gets ContentModified.
    func testRequestOvertakenByAnEditGetsContentModified() throws {
        let client = try LSPTestClient()
        client.initialize()
        let big = String(repeating: ServerSessionTests.source, count: 3000)
        client.open("file:///tmp/duo-lsp-tests/Big.swift", big)
        let uri = ServerSessionTests.uri
        client.open(uri, ServerSessionTests.source)
        let request = client.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "range": .object(["start": .object(["line": 5, "character": 25]), "end": .object(["line": 5, "character": 25])]),
            "context": .object(["diagnostics": .array([])]),
        ]))
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 2]),
            "contentChanges": .array([.object(["text": .string("// rewritten\n" + ServerSessionTests.source)])]),
        ]))
        let response = client.response(to: request)
        XCTAssertEqual(response?["error"]?["code"]?.intValue, ErrorCode.contentModified, "\(String(describing: response))")
        // Requests for the new version are answered.
        let again = client.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "range": .object(["start": .object(["line": 6, "character": 25]), "end": .object(["line": 6, "character": 25])]),
            "context": .object(["diagnostics": .array([])]),
        ]))
        XCTAssertNotNil(client.response(to: again)?["result"]?.arrayValue)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testTheProjectBaselineHidesAcceptedFindings() throws {
        let tree = try FixtureTree()
        let source = ServerSessionTests.source
        let file = try tree.write("App/Photo.swift", source)
        XCTAssertEqual(try DuoBinary.run(["lint", "--write-baseline", ".duo-baseline.json"], in: tree.root).status, 0)
        try tree.write(".duo-lsp.json", #"{ "baseline": ".duo-baseline.json" }"#)
        let client = try LSPTestClient()
        client.initialize()
        client.open(file.absoluteString, source + "let more = UIScreen.main.bounds\n")
        let published = client.notification("textDocument/publishDiagnostics")
        let diagnostics = published?["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.count, 1, "only the finding that is not in the baseline")
        XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"]?.intValue, 10, "the appended line")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}
