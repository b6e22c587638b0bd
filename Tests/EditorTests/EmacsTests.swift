import Foundation
import XCTest

/// Emacs in batch mode, with editors/emacs/init.el exactly as shipped
/// (Eglot by default; lsp-mode when `duo-lsp-client' says so), against the
/// duo-lsp this test run built. Drivers/emacs.el plays the user.
final class EmacsTests: XCTestCase {
    private typealias Support = EditorTestSupport

    private func runEmacs(_ mode: String, client: String = "eglot", before: [String] = [],
                          file: StaticString = #filePath, line: UInt = #line) throws -> (EditorTestSupport.Project, [String: Any]) {
        let emacs = try Support.tool("emacs", environmentKey: "DUO_TEST_EMACS",
                                     install: "apt-get install emacs-nox elpa-eglot elpa-lsp-mode (Debian 12: Emacs 28.2, eglot 1.9, lsp-mode 8.0.0)")
        let server = try Support.serverBinary()
        let project = try Support.makeProject("emacs-\(client)-\(mode)")
        addTeardownBlock { project.remove() }
        let arguments = ["--batch", "--eval", "(setq duo-lsp-client '\(client))"] + before + [
            "-l", Support.editorsDirectory.appendingPathComponent("emacs/init.el").path,
            "-l", Support.driversDirectory.appendingPathComponent("emacs.el").path,
        ]
        let run = try Support.run(emacs, arguments,
                                  environment: Support.editorEnvironment(server: server, project: project, extra: ["DUO_TEST_MODE": mode]),
                                  directory: project.root)
        let report = try Support.report(project, run, editor: "emacs (\(client))", file: file, line: line)
        let clientVersion = client == "eglot" ? report["eglot"] : report["lsp_mode"]
        print("emacs \(report["emacs"] ?? "?"), \(clientVersion ?? client) \(mode): \(String(format: "%.2f", run.seconds)) s")
        XCTAssertEqual(report["server"] as? String, server.path, "the shipped setup should run the duo-lsp found on PATH", file: file, line: line)
        return (project, report)
    }

    private func duo101(_ report: [String: Any]) -> [String: Any]? {
        (report["diagnostics"] as? [[String: Any]] ?? []).first { ($0["text"] as? String ?? "").contains("UIScreen.main.scale") }
    }

    // MARK: Eglot

    func testEglotQuickFixWithoutSwiftMode() throws {
        let (_, report) = try runEmacs("quickfix")
        XCTAssertEqual(report["major_mode"] as? String, "duo-lsp-swift-mode", "the fallback mode opens .swift without swift-mode")
        XCTAssertEqual(duo101(report)?["beg"] as? Int, 169)
        XCTAssertEqual(duo101(report)?["end"] as? Int, 188)
        XCTAssertEqual(report["menu_default"] as? String, Support.quickFixTitle, "Eglot's default is the preferred fix")
        XCTAssertEqual(report["text_before"] as? String, Support.sampleSource)
        XCTAssertEqual(report["text"] as? String, Support.fixedSource)
    }

    func testEglotQuickFixWithSwiftMode() throws {
        let standIn = Support.driversDirectory.appendingPathComponent("swift-mode-stand-in.el").path
        let (_, report) = try runEmacs("quickfix", before: ["-l", standIn])
        XCTAssertEqual(report["major_mode"] as? String, "swift-mode")
        XCTAssertEqual(report["text"] as? String, Support.fixedSource)
    }

    func testEglotFixAllOnSave() throws {
        let (project, report) = try runEmacs("save")
        XCTAssertEqual(report["written"] as? String, Support.fixedSource)
        XCTAssertEqual(project.fileText, Support.fixedSource)
    }

    func testEglotSettingsReachTheServer() throws {
        let (_, report) = try runEmacs("diagnostics", before: ["--eval", #"(setq duo-lsp-settings '(:severity (:DUO101 "error")))"#])
        XCTAssertEqual(duo101(report)?["type"] as? String, "eglot-error", "severity error from duo-lsp-settings (initializationOptions)")
    }

    // MARK: lsp-mode

    func testLspModeQuickFix() throws {
        let (_, report) = try runEmacs("quickfix", client: "lsp-mode")
        XCTAssertEqual(report["major_mode"] as? String, "duo-lsp-swift-mode")
        XCTAssertEqual(report["text"] as? String, Support.fixedSource)
        let menu = report["menu"] as? [String] ?? []
        XCTAssertTrue(menu.contains { $0.hasPrefix("Disable DUO101 for this line") }, "\(menu)")
    }

    func testLspModeSettingsReachTheServer() throws {
        let (_, report) = try runEmacs("diagnostics", client: "lsp-mode", before: ["--eval", #"(setq duo-lsp-settings '(:severity (:DUO101 "hint")))"#])
        XCTAssertEqual(duo101(report)?["type"] as? String, ":note", "severity hint from duo-lsp-settings (initializationOptions)")
    }

    func testLspModeFixAllOnSave() throws {
        let (project, _) = try runEmacs("save", client: "lsp-mode")
        XCTAssertEqual(project.fileText, Support.fixedSource)
    }
}
