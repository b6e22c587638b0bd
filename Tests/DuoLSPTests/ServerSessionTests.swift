import Foundation
import JSONRPC
import XCTest

/// Whole sessions against the built `duo-lsp` over pipes.
final class ServerSessionTests: XCTestCase {
    static let uri = "file:///tmp/duo-lsp-tests/PhotoViewController.swift"
    static let source = """
        import UIKit

        final class PhotoViewController: UIViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let scale = UIScreen.main.scale
                let width = view.bounds.width - view.safeAreaInsets.left * 2
                print(scale, width)
            }
        }

        """

    private func assertSchema(_ client: LSPTestClient, file: StaticString = #filePath, line: UInt = #line) {
        let problems = client.schemaProblems
        XCTAssertTrue(problems.isEmpty, "messages not valid LSP 3.17:\n" + problems.joined(separator: "\n"), file: file, line: line)
    }

    func testPushSessionFromOpenToExit() throws {
        let client = try LSPTestClient()
        let result = client.initialize()
        XCTAssertEqual(result?["capabilities"]?["positionEncoding"]?.stringValue, "utf-16")
        XCTAssertEqual(result?["serverInfo"]?["name"]?.stringValue, "duo-lsp")
        client.open(Self.uri, Self.source)

        let published = client.notification("textDocument/publishDiagnostics")
        XCTAssertEqual(published?["params"]?["version"]?.intValue, 1)
        let diagnostics = published?["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.stringValue }, ["DUO101", "DUO103"])
        let mainScreen = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(mainScreen["range"], rangeJSON(5, 20, 5, 39))
        XCTAssertEqual(mainScreen["source"]?.stringValue, "duo")
        XCTAssertEqual(mainScreen["tags"], .array([2]))
        XCTAssertNotNil(mainScreen["codeDescription"]?["href"]?.stringValue)

        // The quick fix at the finding, applied as a client would.
        let actionID = client.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(Self.uri)]), "range": rangeJSON(5, 25, 5, 25),
            "context": .object(["diagnostics": .array([mainScreen])]),
        ]))
        let actions = client.response(to: actionID)?["result"]?.arrayValue ?? []
        let preferred = try XCTUnwrap(actions.first { $0["isPreferred"]?.boolValue == true })
        XCTAssertEqual(preferred["title"]?.stringValue, "Use traitCollection.displayScale")
        XCTAssertTrue(actions.contains { $0["title"]?.stringValue == "Disable DUO101 for this line" })
        let edits = preferred["edit"]?["changes"]?[Self.uri]?.arrayValue ?? []
        XCTAssertEqual(edits.count, 1)
        let fixed = apply(edits, to: Self.source)
        XCTAssertTrue(fixed.contains("let scale = traitCollection.displayScale"))

        // Send the edit back as an incremental change: the finding is gone.
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(Self.uri), "version": 2]),
            "contentChanges": .array(edits.map { .object(["range": $0["range"]!, "text": $0["newText"]!]) }),
        ]))
        let republished = client.notification("textDocument/publishDiagnostics") { $0["params"]?["version"]?.intValue == 2 }
        XCTAssertEqual(republished?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["DUO103"])

        // Hover on the remaining finding shows the rule's documentation.
        let hoverID = client.request("textDocument/hover", .object([
            "textDocument": .object(["uri": .string(Self.uri)]), "position": .object(["line": 6, "character": 30]),
        ]))
        let hover = client.response(to: hoverID)?["result"]
        XCTAssertTrue(hover?["contents"]?["value"]?.stringValue?.contains("DUO103 symmetric-inset") == true)

        XCTAssertEqual(client.shutdownAndExit(), 0)
        assertSchema(client)
    }

    func testPullClientGetsReportsAndUnchanged() throws {
        let client = try LSPTestClient()
        client.initialize(capabilities: .object(["textDocument": .object(["diagnostic": .object(["dynamicRegistration": false])])]))
        client.open(Self.uri, Self.source)
        let first = client.request("textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(Self.uri)])]))
        let report = client.response(to: first)?["result"]
        XCTAssertEqual(report?["kind"]?.stringValue, "full")
        XCTAssertEqual(report?["items"]?.arrayValue?.count, 2)
        let resultID = try XCTUnwrap(report?["resultId"]?.stringValue)

        let second = client.request("textDocument/diagnostic", .object([
            "textDocument": .object(["uri": .string(Self.uri)]), "previousResultId": .string(resultID),
        ]))
        XCTAssertEqual(client.response(to: second)?["result"]?["kind"]?.stringValue, "unchanged")

        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(Self.uri), "version": 2]),
            "contentChanges": .array([.object(["text": "let x = 1\n"])]),
        ]))
        let third = client.request("textDocument/diagnostic", .object([
            "textDocument": .object(["uri": .string(Self.uri)]), "previousResultId": .string(resultID),
        ]))
        let changed = client.response(to: third)?["result"]
        XCTAssertEqual(changed?["kind"]?.stringValue, "full")
        XCTAssertEqual(changed?["items"]?.arrayValue?.count, 0)
        XCTAssertEqual(client.shutdownAndExit(), 0)
        XCTAssertFalse(client.pending.contains { $0["method"]?.stringValue == "textDocument/publishDiagnostics" },
                       "a pull client must not get pushed diagnostics")
        assertSchema(client)
    }

    /// A finding after an emoji on the same line: UTF-16 counts the emoji as 2, UTF-8 as 4.
    func testPositionEncodingsOnALineWithEmoji() throws {
        let text = "import UIKit\nfinal class V: UIView { func f() { let s = \"🐶é\"; let x = UIScreen.main.scale } }\n"
        let flagged = "UIScreen.main.scale"
        let prefix = String(text.split(separator: "\n")[1].prefix { _ in true })
        let columnBytes = prefix.utf8.distance(from: prefix.utf8.startIndex, to: prefix.range(of: flagged)!.lowerBound.samePosition(in: prefix.utf8)!)
        let columnUTF16 = prefix.utf16.distance(from: prefix.utf16.startIndex, to: prefix.range(of: flagged)!.lowerBound.samePosition(in: prefix.utf16)!)
        XCTAssertEqual(columnBytes - columnUTF16, 3, "🐶 is 4 bytes and 2 units, é 2 bytes and 1 unit")

        for (encoding, column) in [("utf-16", columnUTF16), ("utf-8", columnBytes)] {
            let client = try LSPTestClient()
            let result = client.initialize(capabilities: .object(["general": .object(["positionEncodings": .array([.string(encoding)])])]))
            XCTAssertEqual(result?["capabilities"]?["positionEncoding"]?.stringValue, encoding)
            client.open(Self.uri, text)
            let diagnostic = client.notification("textDocument/publishDiagnostics")?["params"]?["diagnostics"]?[0]
            XCTAssertEqual(diagnostic?["range"], rangeJSON(1, column, 1, column + flagged.utf8.count), encoding)
            // An edit in the client's encoding lands where it should.
            client.notify("textDocument/didChange", .object([
                "textDocument": .object(["uri": .string(Self.uri), "version": 2]),
                "contentChanges": .array([.object(["range": rangeJSON(1, column, 1, column + flagged.utf8.count), "text": "traitCollection.displayScale"])]),
            ]))
            let after = client.notification("textDocument/publishDiagnostics") { $0["params"]?["version"]?.intValue == 2 }
            XCTAssertEqual(after?["params"]?["diagnostics"]?.arrayValue?.count, 0, encoding)
            XCTAssertEqual(client.shutdownAndExit(), 0)
            assertSchema(client)
        }
    }

    func testRequestBeforeInitializeIsRefused() throws {
        let client = try LSPTestClient()
        let id = client.request("textDocument/hover", .object([:]))
        XCTAssertEqual(client.response(to: id)?["error"]?["code"]?.intValue, ErrorCode.serverNotInitialized)
        client.initialize()
        let unknown = client.request("textDocument/definition", .object([:]))
        XCTAssertEqual(client.response(to: unknown)?["error"]?["code"]?.intValue, ErrorCode.methodNotFound)
        XCTAssertEqual(client.shutdownAndExit(), 0)
        assertSchema(client)
    }

    func testExitWithoutShutdownExitsWithOne() throws {
        let client = try LSPTestClient()
        client.initialize()
        client.notify("exit", .null)
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testRequestsAfterShutdownAreInvalid() throws {
        let client = try LSPTestClient()
        client.initialize()
        _ = client.response(to: client.request("shutdown", .null))
        let late = client.request("textDocument/hover", .object([:]))
        XCTAssertEqual(client.response(to: late)?["error"]?["code"]?.intValue, ErrorCode.invalidRequest)
        client.notify("exit", .null)
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testGarbageFramesInTheMiddleOfASession() throws {
        let client = try LSPTestClient()
        client.initialize()
        client.writeRaw(Array("Content-Length: 7\r\n\r\n{oops!}".utf8))
        let parseError = client.waitFor("parse error") { $0["error"]?["code"]?.intValue == ErrorCode.parseError }
        XCTAssertEqual(parseError?["id"], .null)
        client.writeRaw(Array("Content-Length: nope\r\n\r\n".utf8))
        client.writeRaw(Array("Content-Length: 2\r\n\r\n[]".utf8))
        client.writeRaw([0xFF, 0xFE, 0x00])
        client.send(.object(["jsonrpc": "2.0", "id": .object(["bad": true]), "method": "x"]))
        // The session goes on.
        client.open(Self.uri, Self.source)
        let published = client.notification("textDocument/publishDiagnostics")
        XCTAssertEqual(published?["params"]?["diagnostics"]?.arrayValue?.count, 2)
        XCTAssertEqual(client.shutdownAndExit(), 0)
        assertSchema(client)
    }

    /// A pull request waiting behind a long lint is cancelled: exactly one answer, RequestCancelled.
    func testCancelRequest() throws {
        let client = try LSPTestClient()
        client.initialize(capabilities: .object(["textDocument": .object(["diagnostic": .object([:])])]))
        // A big document keeps the lint worker busy while the second waits.
        let big = String(repeating: Self.source.replacingOccurrences(of: "PhotoViewController", with: "P\(UUID().uuidString.prefix(4))"), count: 3000)
        client.open("file:///tmp/duo-lsp-tests/Big.swift", big)
        client.open(Self.uri, Self.source)
        let id = client.request("textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(Self.uri)])]))
        client.notify("$/cancelRequest", .object(["id": .integer(id)]))
        let response = client.response(to: id)
        XCTAssertEqual(response?["error"]?["code"]?.intValue, ErrorCode.requestCancelled)
        XCTAssertEqual(client.shutdownAndExit(), 0)
        let answers = client.pending.filter { $0["id"]?.int64Value == id }
        XCTAssertTrue(answers.isEmpty, "a cancelled request got a second answer")
        assertSchema(client)
    }

    func testFixAllCodeActionAndCommand() throws {
        let client = try LSPTestClient()
        client.initialize(capabilities: .object(["workspace": .object(["applyEdit": true, "workspaceEdit": .object(["documentChanges": true])])]))
        client.open(Self.uri, Self.source)
        _ = client.notification("textDocument/publishDiagnostics")
        let id = client.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(Self.uri)]), "range": rangeJSON(0, 0, 0, 0),
            "context": .object(["diagnostics": .array([]), "only": .array(["source.fixAll.duo"])]),
        ]))
        let actions = client.response(to: id)?["result"]?.arrayValue ?? []
        XCTAssertEqual(actions.count, 1)
        let change = actions.first?["edit"]?["documentChanges"]?[0]
        XCTAssertEqual(change?["textDocument"]?["version"]?.intValue, 1)
        let fixed = apply(change?["edits"]?.arrayValue ?? [], to: Self.source)
        XCTAssertTrue(fixed.contains("traitCollection.displayScale"))
        XCTAssertTrue(fixed.contains("view.bounds.inset(by: view.safeAreaInsets).width"))

        let command = client.request("workspace/executeCommand", .object(["command": "duo.applyAllFixes", "arguments": .array([.string(Self.uri)])]))
        let applyEdit = client.waitFor("workspace/applyEdit") { $0["method"]?.stringValue == "workspace/applyEdit" }
        XCTAssertNotNil(applyEdit?["params"]?["edit"]?["documentChanges"])
        client.respond(to: applyEdit?["id"] ?? .null, result: .object(["applied": true]))
        XCTAssertNotNil(client.response(to: command)?["result"])
        XCTAssertEqual(client.shutdownAndExit(), 0)
        assertSchema(client)
    }

    func testConfigurationFromInitializationOptionsAndChanges() throws {
        let client = try LSPTestClient()
        client.initialize(options: .object(["ignore": .array(["DUO103"])]))
        client.open(Self.uri, Self.source)
        let first = client.notification("textDocument/publishDiagnostics")
        XCTAssertEqual(first?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["DUO101"])
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["duo-lsp": .object(["severity": .object(["DUO101": "error"])])])]))
        let second = client.notification("textDocument/publishDiagnostics")
        let diagnostics = second?["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.stringValue }, ["DUO101", "DUO103"])
        XCTAssertEqual(diagnostics.first?["severity"]?.intValue, 1)
        // A bad setting is reported, not ignored, and the server keeps serving.
        client.notify("workspace/didChangeConfiguration", .object(["settings": .object(["severity": .object(["DUO101": "loud"])])]))
        let shown = client.notification("window/showMessage")
        XCTAssertTrue(shown?["params"]?["message"]?.stringValue?.contains("loud") == true)
        XCTAssertEqual(client.shutdownAndExit(), 0)
        assertSchema(client)
    }

    func testProjectConfigurationFileWithoutWorkspaceFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duo-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{ "select": ["DUO103"] } // only the insets"#.utf8).write(to: folder.appendingPathComponent(".duo-lsp.json"))
        let file = folder.appendingPathComponent("Sources/App/V.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let client = try LSPTestClient()
        client.initialize()
        client.open(file.absoluteString, Self.source)
        let published = client.notification("textDocument/publishDiagnostics")
        XCTAssertEqual(published?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["DUO103"])
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testEditsPastTheEndAreClampedAndDocumentsSurvive() throws {
        let client = try LSPTestClient()
        client.initialize()
        client.open(Self.uri, "let a = 1\n")
        _ = client.notification("textDocument/publishDiagnostics")
        client.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(Self.uri), "version": 2]),
            "contentChanges": .array([.object(["range": rangeJSON(99, 5, 120, 0), "text": "let s = UIScreen.main.scale\n"])]),
        ]))
        let published = client.notification("textDocument/publishDiagnostics") { $0["params"]?["version"]?.intValue == 2 }
        XCTAssertEqual(published?["params"]?["diagnostics"]?[0]?["range"], rangeJSON(1, 8, 1, 27))
        client.notify("textDocument/didClose", .object(["textDocument": .object(["uri": "file:///never/opened.swift"])]))
        client.notify("textDocument/didChange", .object(["textDocument": .object(["uri": "file:///never/opened.swift", "version": 1]), "contentChanges": .array([])]))
        XCTAssertEqual(client.shutdownAndExit(), 0)
        assertSchema(client)
    }

    func testNothingButFramesOnStandardOutput() throws {
        let client = try LSPTestClient()
        client.initialize()
        client.open(Self.uri, Self.source)
        _ = client.notification("textDocument/publishDiagnostics")
        XCTAssertEqual(client.shutdownAndExit(), 0)
        var reader = FrameReader()
        reader.append(client.stdoutBytes)
        reader.finish()
        while let event = reader.next() {
            guard case .frame = event else { return XCTFail("stdout held something other than frames: \(event)") }
        }
    }

    // MARK: Helpers

    private func rangeJSON(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> JSONValue {
        .object([
            "start": .object(["line": .integer(Int64(startLine)), "character": .integer(Int64(startCharacter))]),
            "end": .object(["line": .integer(Int64(endLine)), "character": .integer(Int64(endCharacter))]),
        ])
    }

    /// Applies LSP text edits (UTF-16 positions) to a string, last first.
    private func apply(_ edits: [JSONValue], to text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        let sorted = edits.sorted {
            ($0["range"]?["start"]?["line"]?.intValue ?? 0, $0["range"]?["start"]?["character"]?.intValue ?? 0)
                > ($1["range"]?["start"]?["line"]?.intValue ?? 0, $1["range"]?["start"]?["character"]?.intValue ?? 0)
        }
        for edit in sorted {
            guard let range = edit["range"], let newText = edit["newText"]?.stringValue,
                  let startLine = range["start"]?["line"]?.intValue, let startCharacter = range["start"]?["character"]?.intValue,
                  let endLine = range["end"]?["line"]?.intValue, let endCharacter = range["end"]?["character"]?.intValue else { continue }
            let startUTF16 = Array(lines[startLine].utf16)
            let endUTF16 = Array(lines[endLine].utf16)
            let before = String(utf16CodeUnits: Array(startUTF16[..<startCharacter]), count: startCharacter)
            let after = String(utf16CodeUnits: Array(endUTF16[endCharacter...]), count: endUTF16.count - endCharacter)
            let replacement = (before + newText + after).components(separatedBy: "\n")
            lines.replaceSubrange(startLine ... endLine, with: replacement)
        }
        return lines.joined(separator: "\n")
    }
}
