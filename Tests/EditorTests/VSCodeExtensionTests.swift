import Foundation
import XCTest

/// editors/vscode without VS Code: the manifest against the server's settings
/// keys, and the extension's code run in Node with stand-ins for the `vscode`
/// API and vscode-languageclient (Drivers/vscode-host.js).
final class VSCodeExtensionTests: XCTestCase {
    private typealias Support = EditorTestSupport
    private let directory = EditorTestSupport.editorsDirectory.appendingPathComponent("vscode")

    private func manifest() throws -> [String: Any] {
        let data = try Data(contentsOf: directory.appendingPathComponent("package.json"))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw EditorTestFailure("package.json is not a JSON object")
        }
        return object
    }

    private func properties() throws -> [String: [String: Any]] {
        let contributes = try manifest()["contributes"] as? [String: Any]
        let configuration = contributes?["configuration"] as? [String: Any]
        return configuration?["properties"] as? [String: [String: Any]] ?? [:]
    }

    func testManifestBasics() throws {
        let manifest = try manifest()
        XCTAssertEqual(manifest["name"] as? String, "duo-lsp")
        XCTAssertNotNil(manifest["publisher"] as? String)
        XCTAssertNotNil(manifest["version"] as? String)
        XCTAssertNotNil((manifest["engines"] as? [String: String])?["vscode"])
        let main = try XCTUnwrap(manifest["main"] as? String)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent(main).path), "main \(main) exists")
        XCTAssertNotNil((manifest["dependencies"] as? [String: String])?["vscode-languageclient"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("node_modules").path),
                       "node_modules is built by `npm install`, not committed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("README.md").path))
    }

    func testActivationEvents() throws {
        let events = try manifest()["activationEvents"] as? [String] ?? []
        XCTAssertTrue(events.contains("onLanguage:swift"), "\(events)")
        XCTAssertTrue(events.contains("workspaceContains:**/.duo-lsp.json"), "\(events)")
    }

    /// A workspace's settings must not pick the executable VS Code runs unless the workspace is trusted.
    func testPathIsRestrictedInUntrustedWorkspaces() throws {
        let capabilities = try manifest()["capabilities"] as? [String: Any]
        let untrusted = capabilities?["untrustedWorkspaces"] as? [String: Any]
        XCTAssertEqual(untrusted?["supported"] as? String, "limited")
        XCTAssertEqual(untrusted?["restrictedConfigurations"] as? [String], ["duo-lsp.path"])
        XCTAssertEqual(capabilities?["virtualWorkspaces"] as? Bool, false, "the server reads files from disk")
    }

    func testFixAllCommandIsContributed() throws {
        let contributes = try manifest()["contributes"] as? [String: Any]
        let commands = contributes?["commands"] as? [[String: String]] ?? []
        let fixAll = commands.first { $0["command"] == "duo-lsp.fixAll" }
        XCTAssertEqual(fixAll?["title"], "Fix all Duo issues")
        let palette = (contributes?["menus"] as? [String: Any])?["commandPalette"] as? [[String: String]] ?? []
        XCTAssertEqual(palette.first { $0["command"] == "duo-lsp.fixAll" }?["when"], "editorLangId == swift")
    }

    /// The configuration schema has exactly the server's keys, plus the
    /// binary's path and the trace level.
    func testConfigurationSchemaMatchesTheServersKeys() throws {
        let properties = try properties()
        let serverKeys = try ServerFacts.settingsKeys()
        XCTAssertEqual(serverKeys.sorted(), ["baseline", "deploymentTarget", "exclude", "ignore", "select", "severity"])
        let expected = Set(serverKeys.map { "duo-lsp.\($0)" } + ["duo-lsp.path", "duo-lsp.trace.server"])
        XCTAssertEqual(Set(properties.keys), expected)

        func types(_ key: String) -> Set<String> {
            let type = properties[key]?["type"]
            return Set((type as? [String]) ?? [(type as? String) ?? ""])
        }
        XCTAssertEqual(types("duo-lsp.select"), ["array", "null"])
        XCTAssertTrue(properties["duo-lsp.select"]?["default"] is NSNull, "unset select runs every rule; [] would run none")
        XCTAssertEqual(types("duo-lsp.ignore"), ["array"])
        XCTAssertEqual(types("duo-lsp.exclude"), ["array"])
        XCTAssertEqual(types("duo-lsp.severity"), ["object"])
        XCTAssertEqual(types("duo-lsp.deploymentTarget"), ["string", "null"])
        XCTAssertEqual(types("duo-lsp.path"), ["string"])
        XCTAssertEqual(properties["duo-lsp.path"]?["default"] as? String, "duo-lsp")
        for key in ["duo-lsp.select", "duo-lsp.ignore", "duo-lsp.exclude"] {
            XCTAssertEqual((properties[key]?["items"] as? [String: String])?["type"], "string", key)
        }
        let severityValues = (properties["duo-lsp.severity"]?["additionalProperties"] as? [String: Any])?["enum"] as? [String] ?? []
        XCTAssertEqual(Set(severityValues), try ServerFacts.severities())
        let trace = properties["duo-lsp.trace.server"]
        XCTAssertEqual(trace?["enum"] as? [String], ["off", "messages", "verbose"])
        XCTAssertEqual(trace?["default"] as? String, "off")
        for (key, property) in properties {
            XCTAssertNotNil(property["markdownDescription"] ?? property["description"], "\(key) has a description")
        }
    }

    /// The .duo-lsp.json schema the extension contributes has the loader's keys.
    func testDuoLspJsonSchemaMatchesTheLoader() throws {
        let contributes = try manifest()["contributes"] as? [String: Any]
        let validation = try XCTUnwrap((contributes?["jsonValidation"] as? [[String: String]])?.first)
        XCTAssertEqual(validation["fileMatch"], ".duo-lsp.json")
        let url = directory.appendingPathComponent(try XCTUnwrap(validation["url"]))
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        XCTAssertEqual(schema?["additionalProperties"] as? Bool, false)
        let keys = (schema?["properties"] as? [String: Any])?.keys.sorted() ?? []
        XCTAssertEqual(keys, try (ServerFacts.knownKeys() + ServerFacts.fileOnlyKeys()).sorted())
        let severity = ((schema?["properties"] as? [String: Any])?["severity"] as? [String: Any])?["additionalProperties"] as? [String: Any]
        XCTAssertEqual(Set(severity?["enum"] as? [String] ?? []), try ServerFacts.severities())
    }

    // MARK: The extension's code, in Node

    private func runHost(settings: [String: Any], change: [String: Any]) throws -> [String: Any] {
        let node = try Support.tool("node", environmentKey: "DUO_TEST_NODE", install: "apt-get install nodejs")
        var environment = ProcessInfo.processInfo.environment
        environment["DUO_TEST_SETTINGS"] = String(decoding: try JSONSerialization.data(withJSONObject: settings), as: UTF8.self)
        environment["DUO_TEST_SETTINGS_CHANGE"] = String(decoding: try JSONSerialization.data(withJSONObject: change), as: UTF8.self)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("duo-vscode-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try Support.run(node, [Support.driversDirectory.appendingPathComponent("vscode-host.js").path, directory.path],
                                  environment: environment, directory: scratch, timeout: 60)
        guard run.status == 0, let json = run.output.range(of: "{").map({ String(run.output[$0.lowerBound...]) }),
              let report = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw EditorTestFailure("the extension host failed (status \(run.status)):\n\(run.output)")
        }
        return report
    }

    func testExtensionStartsTheClientWithTheServersSettings() throws {
        let settings: [String: Any] = [
            "duo-lsp.path": "~/bin/duo-lsp", "duo-lsp.select": NSNull(), "duo-lsp.ignore": ["DUO103"],
            "duo-lsp.severity": [String: String](), "duo-lsp.exclude": [String](), "duo-lsp.deploymentTarget": "17.0",
            "duo-lsp.trace.server": "verbose",
        ]
        let report = try runHost(settings: settings, change: ["duo-lsp.severity": ["DUO201": "info"]])
        XCTAssertEqual(Set(report["serverKeys"] as? [String] ?? []), Set(try ServerFacts.settingsKeys()))

        let clients = report["clients"] as? [[String: Any]] ?? []
        XCTAssertEqual(clients.count, 1)
        let client = try XCTUnwrap(clients.first)
        // vscode-languageclient reads `<id>.trace.server`; the manifest declares duo-lsp.trace.server.
        XCTAssertEqual(client["id"] as? String, "duo-lsp")
        XCTAssertNotNil(try properties()["\(client["id"] as? String ?? "").trace.server"])
        let serverOptions = client["serverOptions"] as? [String: Any]
        XCTAssertEqual(serverOptions?["command"] as? String, NSHomeDirectory() + "/bin/duo-lsp", "~ is expanded")
        XCTAssertEqual(serverOptions?["args"] as? [String], [], "duo-lsp serves LSP with no arguments")
        XCTAssertNil(serverOptions?["transport"], "TransportKind.stdio would add --stdio, which duo-lsp rejects")
        let options = client["clientOptions"] as? [String: Any]
        XCTAssertEqual(options?["documentSelector"] as? [[String: String]], [["scheme": "file", "language": "swift"]])
        XCTAssertEqual(options?["initializationOptions"] as? NSDictionary, ["ignore": ["DUO103"], "deploymentTarget": "17.0"] as NSDictionary,
                       "unset and empty settings are left out")
        XCTAssertEqual(client["started"] as? Bool, true)
        XCTAssertEqual(report["watchers"] as? [String], ["**/.duo-lsp.json"])

        // "Fix all Duo issues" asks the server to run duo.applyAllFixes on the open document.
        let requests = report["requests"] as? [[String: Any]] ?? []
        XCTAssertEqual(requests.first?["method"] as? String, "workspace/executeCommand")
        let params = requests.first?["params"] as? [String: Any]
        XCTAssertEqual(params?["command"] as? String, try ServerFacts.fixAllCommand())
        XCTAssertEqual(params?["arguments"] as? [String], ["file:///work/App/PhotoViewController.swift"])

        // A settings change goes to the server as didChangeConfiguration.
        let notification = (report["notifications"] as? [[String: Any]] ?? []).first
        XCTAssertEqual(notification?["method"] as? String, "workspace/didChangeConfiguration")
        XCTAssertEqual((notification?["params"] as? [String: Any])?["settings"] as? NSDictionary,
                       ["ignore": ["DUO103"], "deploymentTarget": "17.0", "severity": ["DUO201": "info"]] as NSDictionary)

        // Every command the code registers is contributed, and the other way round.
        let contributes = try manifest()["contributes"] as? [String: Any]
        let contributed = (contributes?["commands"] as? [[String: String]] ?? []).compactMap { $0["command"] }
        XCTAssertEqual(Set(report["commands"] as? [String] ?? []), Set(contributed))
        XCTAssertEqual(report["messages"] as? [[String]], [], "no error shown")

        // And the server accepts what the extension sends it.
        let sent = try XCTUnwrap((notification?["params"] as? [String: Any])?["settings"] as? [String: Any])
        try assertServerAccepts(sent)
    }

    func testChangingThePathRestartsTheServer() throws {
        let report = try runHost(settings: ["duo-lsp.path": "duo-lsp"], change: ["duo-lsp.path": "/opt/duo/duo-lsp"])
        let clients = report["clients"] as? [[String: Any]] ?? []
        XCTAssertEqual(clients.count, 2)
        XCTAssertEqual(clients.first?["stopped"] as? Bool, true)
        XCTAssertEqual((clients.last?["serverOptions"] as? [String: Any])?["command"] as? String, "/opt/duo/duo-lsp")
        XCTAssertEqual(clients.last?["started"] as? Bool, true)
        XCTAssertNil(clients.first?["clientOptions"].flatMap { ($0 as? [String: Any])?["initializationOptions"] as? [String: Any] }?["select"],
                     "an unset select is not sent")
    }

    /// Runs the built duo-lsp on the sample with `settings` as its .duo-lsp.json:
    /// exit status 2 would mean a key or value it rejects.
    private func assertServerAccepts(_ settings: [String: Any], file: StaticString = #filePath, line: UInt = #line) throws {
        let server = try Support.serverBinary()
        let project = try Support.makeProject("vscode-settings")
        defer { project.remove() }
        try JSONSerialization.data(withJSONObject: settings).write(to: project.root.appendingPathComponent(".duo-lsp.json"))
        let run = try Support.run(server, ["lint", "--exit-zero", project.swiftFile.path],
                                  environment: ProcessInfo.processInfo.environment, directory: project.root, timeout: 60)
        XCTAssertEqual(run.status, 0, "duo-lsp lint rejected the extension's settings \(settings):\n\(run.output)", file: file, line: line)
    }
}
