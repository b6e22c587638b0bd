import Foundation
import JSONRPC
import XCTest

/// What the server does with input it cannot trust (issue 14, items 8–10):
/// edits it cannot apply, configuration that does not parse, a `processId`
/// that names no live process. Each is refused or ignored with a word,
/// never guessed at.
final class ServerInputValidationTests: XCTestCase {
    private static let folder = "file:///tmp/duo-lsp-validation"
    /// Inserted at the start of the document, it adds a DUO101 finding:
    /// any guess that applies it shows up in the diagnostics.
    private static let hazard = "let s = UIScreen.main.scale\n"
    private static let start = JSONValue.object(["line": 0, "character": 0])

    /// Each malformed change once: a range without `end`, `null` or a string
    /// for a range, a line of 1.5 or "1", an end before the start, no `text`,
    /// changes that are not an array.
    private static let malformed: [(name: String, changes: JSONValue)] = [
        ("range without end", .array([.object(["range": .object(["start": start]), "text": .string(hazard)])])),
        ("null range", .array([.object(["range": .null, "text": .string(hazard)])])),
        ("string range", .array([.object(["range": "0:0-0:0", "text": .string(hazard)])])),
        ("fractional line", .array([.object(["range": .object(["start": .object(["line": 1.5, "character": 0]), "end": .object(["line": 1.5, "character": 0])]),
                                             "text": .string(hazard)])])),
        ("string line", .array([.object(["range": .object(["start": .object(["line": "1", "character": 0]), "end": .object(["line": "1", "character": 0])]),
                                         "text": .string(hazard)])])),
        ("reversed range", .array([.object(["range": .object(["start": .object(["line": 5, "character": 0]), "end": start]), "text": .string(hazard)])])),
        ("negative character", .array([.object(["range": .object(["start": .object(["line": 0, "character": -1]), "end": start]), "text": .string(hazard)])])),
        ("no text", .array([.object(["range": .object(["start": start, "end": .object(["line": 9, "character": 0])])])])),
        ("changes not an array", .string(hazard)),
    ]

    private func codes(_ message: JSONValue?) -> [String]? {
        message?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }
    }

    private func change(_ client: LSPTestClient, _ uri: String, version: Int, _ changes: JSONValue) {
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .integer(Int64(version))]), "contentChanges": changes,
        ]))
    }

    private func published(_ client: LSPTestClient, _ uri: String, version: Int, line: UInt = #line) -> JSONValue? {
        client.notification("textDocument/publishDiagnostics", line: line) {
            $0["params"]?["uri"]?.stringValue == uri && $0["params"]?["version"]?.intValue == version
        }
    }

    /// Item 8: each malformed change is refused with a log line and the last
    /// good text is kept; the document reports nothing (its text may differ
    /// from the editor's) and passes over further edits, with one message to
    /// the user, until a whole text brings it back.
    func testMalformedContentChangesAreRefusedAndTheLastGoodTextKept() throws {
        let client = try LSPTestClient()
        client.initialize()
        for (index, (name, changes)) in Self.malformed.enumerated() {
            let uri = "\(Self.folder)/Malformed\(index).swift"
            client.open(uri, ServerSessionTests.source)
            XCTAssertEqual(codes(published(client, uri, version: 1)), ["DUO101", "DUO103"], name)
            change(client, uri, version: 2, changes)
            // Nothing of the refused text, and nothing of the kept text either: it may not be the editor's.
            XCTAssertEqual(codes(published(client, uri, version: 2)), [], "\(name): applied as a guess")
            let refused = client.notification("window/logMessage") {
                ($0["params"]?["message"]?.stringValue ?? "").contains("didChange for \(uri) refused")
            }
            XCTAssertNotNil(refused, "\(name): refused without a log line")
        }

        // Out of sync, a valid edit is passed over: it applies to the editor's text, not to the kept one.
        let uri = "\(Self.folder)/Malformed0.swift"
        change(client, uri, version: 3, .array([.object(["range": .object(["start": Self.start, "end": Self.start]), "text": .string(Self.hazard)])]))
        XCTAssertEqual(codes(published(client, uri, version: 3)), [])
        // A whole text brings it back, findings and all.
        change(client, uri, version: 4, .array([.object(["text": .string(Self.hazard + ServerSessionTests.source)])]))
        XCTAssertEqual(codes(published(client, uri, version: 4)), ["DUO101", "DUO101", "DUO103"])
        XCTAssertNotNil(client.notification("window/logMessage") { ($0["params"]?["message"]?.stringValue ?? "").contains("back in sync") })

        // One message to the user per document that lost its sync, not one per edit.
        let shown = client.allReceived.filter { $0["method"]?.stringValue == "window/showMessage" }
        XCTAssertEqual(shown.count, Self.malformed.count, "\(shown)")
        XCTAssertTrue(shown.allSatisfy { ($0["params"]?["message"]?.stringValue ?? "").contains("cannot be applied") })
        XCTAssertTrue(client.schemaProblems.isEmpty, client.schemaProblems.joined(separator: "\n"))
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// Item 8, after a save: the file on disk is the editor's text again.
    func testASaveBringsAnOutOfSyncDocumentBack() throws {
        let tree = try FixtureTree()
        let file = try tree.write("Saved.swift", ServerSessionTests.source)
        let client = try LSPTestClient()
        client.initialize()
        let uri = file.absoluteString
        client.open(uri, ServerSessionTests.source)
        XCTAssertEqual(codes(published(client, uri, version: 1)), ["DUO101", "DUO103"])
        change(client, uri, version: 2, Self.malformed[1].changes)
        XCTAssertEqual(codes(published(client, uri, version: 2)), [])
        // The editor saves its text (which has the hazard on top).
        try tree.write("Saved.swift", Self.hazard + ServerSessionTests.source)
        client.notify("textDocument/didSave", .object(["textDocument": .object(["uri": .string(uri)])]))
        XCTAssertEqual(codes(published(client, uri, version: 2)), ["DUO101", "DUO101", "DUO103"])
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// Item 9: a `.duo-lsp.json` that does not parse is shown once, with what
    /// applies meanwhile, and is a diagnostic on the file itself when it is open.
    func testABrokenConfigurationIsShownOnceAndDiagnosedInTheFile() throws {
        let tree = try FixtureTree()
        let configuration = "{\n  \"select\": [\"DUO1\"],\n  \"severity\": { \"DUO999\": \"hint\" }\n}\n"
        let configurationFile = try tree.write(".duo-lsp.json", configuration)
        let first = try tree.write("App/First.swift", ServerSessionTests.source)
        let second = try tree.write("App/Second.swift", ServerSessionTests.source)
        let client = try LSPTestClient()
        client.initialize()
        client.open(first.absoluteString, ServerSessionTests.source)
        client.open(second.absoluteString, ServerSessionTests.source)
        // The files are linted meanwhile, with the defaults.
        XCTAssertEqual(codes(published(client, first.absoluteString, version: 1)), ["DUO101", "DUO103"])
        XCTAssertEqual(codes(published(client, second.absoluteString, version: 1)), ["DUO101", "DUO103"])
        let shown = client.allReceived.filter { $0["method"]?.stringValue == "window/showMessage" }
        XCTAssertEqual(shown.count, 1, "shown once, not per file: \(shown)")
        let text = shown.first?["params"]?["message"]?.stringValue ?? ""
        XCTAssertTrue(text.contains(".duo-lsp.json:3:"), text)
        XCTAssertTrue(text.contains("the editor's settings and the defaults"), "says what applies meanwhile: \(text)")

        client.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(configurationFile.absoluteString), "languageId": "json", "version": 1, "text": .string(configuration),
        ])]))
        let diagnostics = published(client, configurationFile.absoluteString, version: 1)?["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"]?.intValue, 2)
        XCTAssertEqual(diagnostics.first?["severity"]?.intValue, 1)
        XCTAssertTrue((diagnostics.first?["message"]?.stringValue ?? "").contains("unknown rule"), "\(diagnostics)")
        // Fixed in the editor, the diagnostic goes.
        change(client, configurationFile.absoluteString, version: 2, .array([.object(["text": "{ \"select\": [\"DUO1\"] }\n"])]))
        XCTAssertEqual(codes(published(client, configurationFile.absoluteString, version: 2)), [])
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// Item 9: a misspelt `initializationOptions` key is logged, not silently dropped.
    func testAnUnknownInitializationOptionIsLogged() throws {
        let client = try LSPTestClient()
        client.initialize(options: .object(["select": .array(["DUO101"]), "ignroe": .array(["DUO103"])]))
        let logged = client.notification("window/logMessage") { ($0["params"]?["message"]?.stringValue ?? "").contains("\"ignroe\"") }
        XCTAssertNotNil(logged)
        client.open(ServerSessionTests.uri, ServerSessionTests.source)
        XCTAssertEqual(codes(client.notification("textDocument/publishDiagnostics")), ["DUO101"], "the known setting applies")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// Item 10: a `processId` that is not a live process is ignored with a log
    /// line; the server neither exits at once nor watches another process.
    /// (0 and -1 passed to `kill` mean a process group and every process;
    /// 2^32-1 and 2^63-1 were truncated to -1.)
    func testAProcessIdThatIsNotALiveProcessIsIgnored() throws {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let values: [Int64] = [0, -1, 4_294_967_295, Int64.max, Int64(gone.processIdentifier)]
        var clients: [LSPTestClient] = []
        for value in values {
            let client = try LSPTestClient()
            let id = client.request("initialize", .object(["processId": .integer(value), "capabilities": .object([:])]))
            XCTAssertNotNil(client.response(to: id)?["result"], "\(value)")
            let logged = client.notification("window/logMessage") {
                ($0["params"]?["message"]?.stringValue ?? "").contains("processId \(value) is not a live process")
            }
            XCTAssertNotNil(logged, "\(value) was not said to be ignored")
            clients.append(client)
        }
        // The watcher looks once a second: past that, every server still serves.
        usleep(1_500_000)
        for (value, client) in zip(values, clients) {
            XCTAssertTrue(client.process.isRunning, "processId \(value): the server exited")
            XCTAssertEqual(client.shutdownAndExit(), 0, "processId \(value)")
        }
    }
}
