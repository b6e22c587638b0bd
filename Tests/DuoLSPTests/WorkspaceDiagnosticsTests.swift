import Foundation
import JSONRPC
@testable import DuoLSP
import XCTest

/// `workspace/diagnostic`: unopened files of the workspace, kept current as files change on disk.
final class WorkspaceDiagnosticsTests: XCTestCase {
    private let capabilities: JSONValue = .object([
        "textDocument": .object(["diagnostic": .object([:])]),
        "workspace": .object(["diagnostics": .object(["refreshSupport": true]),
                              "didChangeWatchedFiles": .object(["dynamicRegistration": true])]),
        "window": .object(["workDoneProgress": true]),
    ])

    func testUnopenedFilesAndTheirUpdateAfterAChangeOnDisk() throws {
        let tree = try FixtureTree()
        try tree.write("App/Screen.swift", "import UIKit\nfinal class S: UIView { func f() { _ = UIScreen.main.scale } }\n")
        try tree.write("App/Clean.swift", "let x = 1\n")
        try tree.write("Generated/Gen.swift", "let s = UIScreen.main.scale\n")
        try tree.write("Pods/P.swift", "let s = UIScreen.main.scale\n")
        try tree.write(".duo-lsp.json", #"{ "exclude": ["Generated"] }"#)

        let client = try LSPTestClient()
        let id = client.request("initialize", .object([
            "processId": .null, "capabilities": capabilities,
            "workspaceFolders": .array([.object(["uri": .string(tree.root.absoluteString), "name": "fixture"])]),
        ]))
        XCTAssertEqual(client.response(to: id)?["result"]?["capabilities"]?["diagnosticProvider"]?["workspaceDiagnostics"]?.boolValue, true)
        client.notify("initialized")
        let registration = client.waitFor("client/registerCapability") { $0["method"]?.stringValue == "client/registerCapability" }
        client.respond(to: registration?["id"] ?? .null, result: .null)

        let first = client.request("workspace/diagnostic", .object(["previousResultIds": .array([])]))
        let reports = client.response(to: first)?["result"]?["items"]?.arrayValue ?? []
        let byFile = Dictionary(uniqueKeysWithValues: reports.compactMap { report in
            report["uri"]?.stringValue.map { (URL(string: $0)!.lastPathComponent, report) }
        })
        XCTAssertEqual(Set(byFile.keys), ["Screen.swift", "Clean.swift"], "excluded and skipped folders are not reported")
        XCTAssertEqual(byFile["Screen.swift"]?["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["DUO101"])
        XCTAssertEqual(byFile["Screen.swift"]?["version"], .null)
        XCTAssertEqual(byFile["Clean.swift"]?["items"]?.arrayValue?.count, 0)

        // A change on disk: the server asks the client to pull again.
        Thread.sleep(forTimeInterval: 0.01)
        try tree.write("App/Clean.swift", "let y = UIScreen.main.bounds\n")
        client.notify("workspace/didChangeWatchedFiles", .object(["changes": .array([.object([
            "uri": .string(tree.root.appendingPathComponent("App/Clean.swift").absoluteString), "type": 2,
        ])])]))
        let refresh = client.waitFor("workspace/diagnostic/refresh") { $0["method"]?.stringValue == "workspace/diagnostic/refresh" }
        client.respond(to: refresh?["id"] ?? .null, result: .null)

        let previous: [JSONValue] = reports.map { .object(["uri": $0["uri"]!, "value": $0["resultId"]!]) }
        let second = client.request("workspace/diagnostic", .object(["previousResultIds": .array(previous), "partialResultToken": "partial"]))
        let partial = client.notification("$/progress") { $0["params"]?["token"]?.stringValue == "partial" }
        let streamed = partial?["params"]?["value"]?["items"]?.arrayValue ?? []
        XCTAssertEqual(client.response(to: second)?["result"]?["items"]?.arrayValue?.count, 0, "partial results go through $/progress")
        let kinds = Dictionary(uniqueKeysWithValues: streamed.compactMap { report in
            report["uri"]?.stringValue.map { (URL(string: $0)!.lastPathComponent, report["kind"]?.stringValue ?? "") }
        })
        XCTAssertEqual(kinds["Screen.swift"], "unchanged")
        XCTAssertEqual(kinds["Clean.swift"], "full")
        let changed = streamed.first { $0["uri"]?.stringValue?.hasSuffix("Clean.swift") == true }
        XCTAssertEqual(changed?["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["DUO101"])

        // An open document reports its own version and the editor's text.
        let uri = tree.root.appendingPathComponent("App/Screen.swift").absoluteString
        client.open(uri, "let fine = 1\n", version: 7)
        let pull = client.request("textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(uri)])]))
        _ = client.response(to: pull)
        let third = client.request("workspace/diagnostic", .object(["previousResultIds": .array([])]))
        let open = client.response(to: third)?["result"]?["items"]?.arrayValue?.first { $0["uri"]?.stringValue == uri }
        XCTAssertEqual(open?["version"]?.intValue, 7)
        XCTAssertEqual(open?["items"]?.arrayValue?.count, 0)

        XCTAssertEqual(client.shutdownAndExit(), 0)
        let problems = client.schemaProblems
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    /// Issue 14, item 5: a workspace folder of `/` took a pull 200 s and
    /// 6.2 GB (the whole disk listed first, every report held). The walk now
    /// streams its reports as partial results and stops at its bounds, saying so.
    func testAWorkspaceFolderOfTheRootIsBoundedAndStreamed() throws {
        let client = try LSPTestClient()
        let id = client.request("initialize", .object([
            "processId": .null, "capabilities": capabilities,
            "workspaceFolders": .array([.object(["uri": "file:///", "name": "root"])]),
        ]))
        _ = client.response(to: id)
        client.notify("initialized")
        let pull = client.request("workspace/diagnostic", .object([
            "previousResultIds": .array([]), "partialResultToken": "partial", "workDoneToken": "work",
        ]))
        // A bound on a hang, not a speed test: the walk of the bounded part takes seconds.
        let response = client.waitFor("the answer to workspace/diagnostic", timeout: 180) { $0["id"]?.int64Value == pull && $0["method"] == nil }
        XCTAssertEqual(response?["result"]?["items"]?.arrayValue?.count, 0, "reports go through $/progress, not the answer")
        let partials = client.allReceived.filter { $0["method"]?.stringValue == "$/progress" && $0["params"]?["token"]?.stringValue == "partial" }
        let reported = partials.reduce(0) { $0 + ($1["params"]?["value"]?["items"]?.arrayValue?.count ?? 0) }
        XCTAssertLessThanOrEqual(reported, WorkspaceDiagnostics.Limits().files)
        let end = client.allReceived.first {
            $0["method"]?.stringValue == "$/progress" && $0["params"]?["token"]?.stringValue == "work" && $0["params"]?["value"]?["kind"]?.stringValue == "end"
        }
        XCTAssertTrue((end?["params"]?["value"]?["message"]?.stringValue ?? "").contains("stopped"), "\(String(describing: end))")
        let shown = client.notification("window/showMessage") { ($0["params"]?["message"]?.stringValue ?? "").contains("workspace diagnostics stopped") }
        XCTAssertNotNil(shown)
        let peak = try XCTUnwrap(client.peakMemoryKB)
        print("workspace of /: \(reported) files reported in \(partials.count) partial results; server peak \(peak / 1024) MB")
        XCTAssertLessThan(peak, 1024 * 1024, "server peak memory \(peak / 1024) MB")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}
