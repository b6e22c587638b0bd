import Foundation
import JSONRPC
import XCTest
@testable import DuoLSP

/// The server's request table (`LanguageServer.requestHandlers`) against what a client sees: every
/// method in it is answered (never MethodNotFound), every method outside it is MethodNotFound, and the
/// capability LSP 3.17 requires a server to declare for a request is in `initialize`'s answer whenever
/// the table answers that request.
final class RequestTableTests: XCTestCase {
    /// Requests and the server capability that announces them (a path into `ServerCapabilities`).
    private static let announcedBy: [String: [String]] = [
        "textDocument/diagnostic": ["diagnosticProvider"],
        "workspace/diagnostic": ["diagnosticProvider", "workspaceDiagnostics"],
        "textDocument/codeAction": ["codeActionProvider"],
        "codeAction/resolve": ["codeActionProvider", "resolveProvider"],
        "textDocument/hover": ["hoverProvider"],
        "workspace/executeCommand": ["executeCommandProvider"],
        "textDocument/definition": ["definitionProvider"],
        "textDocument/references": ["referencesProvider"],
        "textDocument/completion": ["completionProvider"],
        "textDocument/formatting": ["documentFormattingProvider"],
        "textDocument/documentSymbol": ["documentSymbolProvider"],
        "textDocument/codeLens": ["codeLensProvider"],
        "textDocument/inlayHint": ["inlayHintProvider"],
    ]
    /// Requests every server answers whatever it declares.
    private static let lifecycle: Set<String> = ["initialize", "shutdown"]

    func testEveryAnsweredRequestIsAnnouncedAndNoOtherIsAnswered() throws {
        let methods = Set(LanguageServer.requestHandlers.keys)
        XCTAssertTrue(methods.isSuperset(of: Self.lifecycle))
        for method in methods.subtracting(Self.lifecycle) {
            XCTAssertNotNil(Self.announcedBy[method], "\(method) is answered: say here which capability announces it")
        }

        let client = try LSPTestClient()
        let capabilities = try XCTUnwrap(client.initialize()?["capabilities"])
        for method in methods.subtracting(Self.lifecycle) {
            guard let path = Self.announcedBy[method] else { continue }
            var value: JSONValue? = capabilities
            for key in path { value = value?[key] }
            XCTAssertTrue(value.map { $0 != .bool(false) && !$0.isNull } ?? false, "\(method) is answered but \(path.joined(separator: ".")) is not declared")
        }
        for method in Self.announcedBy.keys where !methods.contains(method) {
            var value: JSONValue? = capabilities
            for key in Self.announcedBy[method]! { value = value?[key] }
            XCTAssertTrue(value == nil || value == .bool(false), "\(method) is declared but not answered")
        }

        let uri = "file:///tmp/duo-lsp-table/Screen.swift"
        client.open(uri, ServerSessionTests.source)
        let document: JSONValue = .object(["uri": .string(uri)])
        let origin: JSONValue = .object(["line": 0, "character": 0])
        let params: [String: JSONValue] = [
            "textDocument/diagnostic": .object(["textDocument": document]),
            "workspace/diagnostic": .object(["previousResultIds": .array([])]),
            "textDocument/codeAction": .object(["textDocument": document, "range": .object(["start": origin, "end": origin]), "context": .object(["diagnostics": .array([])])]),
            "textDocument/hover": .object(["textDocument": document, "position": origin]),
            "workspace/executeCommand": .object(["command": "duo.applyAllFixes", "arguments": .array([.string(uri)])]),
        ]
        for method in methods.subtracting(Self.lifecycle).sorted() {
            let id = client.request(method, params[method] ?? .object([:]))
            let code = client.response(to: id)?["error"]?["code"]?.intValue
            XCTAssertNotEqual(code, -32601, "\(method) is in the table but not answered")
        }
        let unknown = client.request("textDocument/definition", .object(["textDocument": document, "position": origin]))
        XCTAssertEqual(client.response(to: unknown)?["error"]?["code"]?.intValue, -32601)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// Positions are read once (`LSPPosition`): a code action's range that ends before it starts, or a
    /// line that is not a whole number, is a clear error, not a guess.
    func testMalformedPositionsAreRefusedWithTheirReason() throws {
        let client = try LSPTestClient()
        client.initialize()
        let uri = "file:///tmp/duo-lsp-table/Screen.swift"
        client.open(uri, ServerSessionTests.source)
        let document: JSONValue = .object(["uri": .string(uri)])
        let reversed = client.request("textDocument/codeAction", .object([
            "textDocument": document, "context": .object(["diagnostics": .array([])]),
            "range": .object(["start": .object(["line": 2, "character": 0]), "end": .object(["line": 1, "character": 0])]),
        ]))
        let error = client.response(to: reversed)?["error"]
        XCTAssertEqual(error?["code"]?.intValue, -32602)
        XCTAssertEqual(error?["message"]?.stringValue, "range.end 1:0 is before range.start 2:0")
        let fractional = client.request("textDocument/codeAction", .object([
            "textDocument": document, "context": .object(["diagnostics": .array([])]),
            "range": .object(["start": .object(["line": 1.5, "character": 0]), "end": .object(["line": 2, "character": 0])]),
        ]))
        XCTAssertEqual(client.response(to: fractional)?["error"]?["message"]?.stringValue, "range.start.line is not a non-negative integer")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}
