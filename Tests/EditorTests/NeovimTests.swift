import Foundation
import XCTest

/// Neovim, headless, with editors/neovim/init.lua exactly as shipped, against
/// the duo-lsp this test run built. Drivers/neovim.lua plays the user.
final class NeovimTests: XCTestCase {
    private typealias Support = EditorTestSupport

    private func runNeovim(_ mode: String, options: String? = nil,
                           prepare: (EditorTestSupport.Project) throws -> Void = { _ in }) throws -> (EditorTestSupport.Project, [String: Any]) {
        let nvim = try Support.tool("nvim", environmentKey: "DUO_TEST_NVIM",
                                    install: "apt-get install neovim (Debian 12: 0.7.2)")
        let server = try Support.serverBinary()
        let project = try Support.makeProject("nvim-\(mode)")
        addTeardownBlock { project.remove() }
        try prepare(project)
        var arguments = ["--headless", "-n", "-i", "NONE"]
        if let options { arguments += ["--cmd", "lua vim.g.duo_lsp = \(options)"] }
        arguments += [
            "-u", Support.editorsDirectory.appendingPathComponent("neovim/init.lua").path,
            "-c", "luafile " + Support.driversDirectory.appendingPathComponent("neovim.lua").path,
            project.swiftFile.path,
        ]
        let run = try Support.run(nvim, arguments,
                                  environment: Support.editorEnvironment(server: server, project: project, extra: ["DUO_TEST_MODE": mode]),
                                  directory: project.root)
        let report = try Support.report(project, run, editor: "nvim")
        print("nvim \(report["nvim"] ?? "?") \(mode): \(String(format: "%.2f", run.seconds)) s")
        XCTAssertEqual(report["server"] as? String, server.path, "the shipped setup should run the duo-lsp found on PATH")
        return (project, report)
    }

    private func diagnostics(_ report: [String: Any]) -> [[String: Any]] {
        report["diagnostics"] as? [[String: Any]] ?? []
    }

    func testQuickFixThroughTheCodeActionMenu() throws {
        let (project, report) = try runNeovim("quickfix")
        XCTAssertEqual(report["filetype"] as? String, "swift")
        XCTAssertEqual(report["root_dir"] as? String, project.root.path, "Package.swift marks the root")
        let duo101 = diagnostics(report).first { $0["code"] as? String == "DUO101" }
        XCTAssertEqual(duo101?["source"] as? String, "duo")
        XCTAssertEqual(duo101?["lnum"] as? Int, 5)
        XCTAssertEqual(duo101?["col"] as? Int, 20)
        XCTAssertEqual(duo101?["end_col"] as? Int, 39)
        let menu = report["menu"] as? [[String: Any]] ?? []
        XCTAssertEqual(menu.first?["title"] as? String, Support.quickFixTitle)
        XCTAssertEqual(menu.first?["isPreferred"] as? Bool, true)
        XCTAssertTrue(menu.contains { $0["title"] as? String == "Disable DUO101 for this line" }, "\(menu)")
        XCTAssertEqual(report["text_before"] as? String, Support.sampleSource)
        XCTAssertEqual(report["text"] as? String, Support.fixedSource)
        XCTAssertEqual(report["diagnostics_after"] as? Int, 0, "the fixed finding should go away")
    }

    func testFixAllOnSave() throws {
        let (project, report) = try runNeovim("save", options: "{ fix_all_on_save = true }")
        XCTAssertEqual(report["text"] as? String, Support.fixedSource)
        XCTAssertEqual(report["written"] as? String, Support.fixedSource)
        XCTAssertEqual(project.fileText, Support.fixedSource)
    }

    func testDuoFixAllCommandAppliesTheServersEdit() throws {
        let (project, report) = try runNeovim("command")
        XCTAssertEqual(report["text"] as? String, Support.fixedSource)
        XCTAssertEqual(project.fileText, Support.sampleSource, ":DuoFixAll edits the buffer, not the file")
    }

    func testSettingsReachTheServer() throws {
        let (_, report) = try runNeovim("diagnostics", options: "{ settings = { severity = { DUO101 = 'error' } } }")
        let duo101 = diagnostics(report).first { $0["code"] as? String == "DUO101" }
        XCTAssertEqual(duo101?["severity"] as? Int, 1, "severity error from settings (init_options)")
    }

    func testNearestDuoLspJsonIsTheRootAndConfiguresTheServer() throws {
        let (project, report) = try runNeovim("diagnostics") { project in
            try #"{ "severity": { "DUO101": "hint" } }"#.write(
                to: project.root.appendingPathComponent("Sources/.duo-lsp.json"), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(report["root_dir"] as? String, project.root.appendingPathComponent("Sources").path)
        let duo101 = diagnostics(report).first { $0["code"] as? String == "DUO101" }
        XCTAssertEqual(duo101?["severity"] as? Int, 4, "severity hint from .duo-lsp.json")
    }

    func testXcodeprojFolderIsARoot() throws {
        let (project, report) = try runNeovim("diagnostics") { project in
            try FileManager.default.createDirectory(at: project.root.appendingPathComponent("Sources/App/App.xcodeproj"),
                                                    withIntermediateDirectories: true)
        }
        XCTAssertEqual(report["root_dir"] as? String, project.root.appendingPathComponent("Sources/App").path)
    }

    /// lspconfig.lua needs nvim-lspconfig (not packaged in Debian) or Neovim 0.11+
    /// to run; here it must at least compile.
    func testLspconfigSnippetCompiles() throws {
        let nvim = try Support.tool("nvim", environmentKey: "DUO_TEST_NVIM", install: "apt-get install neovim")
        let snippet = Support.editorsDirectory.appendingPathComponent("neovim/lspconfig.lua").path
        let project = try Support.makeProject("nvim-lspconfig")
        addTeardownBlock { project.remove() }
        let run = try Support.run(nvim, ["--headless", "-u", "NONE", "-n", "-i", "NONE",
                                         "-c", "lua local f, e = loadfile('\(snippet)'); if not f then io.stderr:write(e) vim.cmd('cquit! 4') end",
                                         "-c", "qall!"],
                                  environment: Support.editorEnvironment(server: try Support.serverBinary(), project: project),
                                  directory: project.root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.output)
    }
}
