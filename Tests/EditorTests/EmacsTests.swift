import Foundation
import XCTest

/// Emacs in batch mode, run with the README's "try it" command (its flags,
/// editors/emacs/init.el exactly as shipped, the Swift file), plus `--batch`,
/// the client (Eglot by default; lsp-mode when `duo-lsp-client' says so) and
/// the driver, against the duo-lsp this test run built. Drivers/emacs.el
/// plays the user.
final class EmacsTests: XCTestCase {
    private typealias Support = EditorTestSupport

    /// editors/emacs/README.md's command, `emacs FLAGS -l editors/emacs/init.el FILE.swift`,
    /// as its flags before the first `-l` and the rest with the file replaced by `file`.
    static func readmeCommand(file: URL) throws -> (flags: [String], rest: [String]) {
        let readme = try String(contentsOf: EditorTestSupport.editorsDirectory.appendingPathComponent("emacs/README.md"), encoding: .utf8)
        guard let line = readme.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }).first(where: { $0.hasPrefix("emacs ") }) else {
            throw EditorTestFailure("editors/emacs/README.md shows no `emacs …` command")
        }
        let words = line.split(separator: " ").map(String.init).dropFirst()
        guard let load = words.firstIndex(of: "-l"), words.dropFirst(load - words.startIndex).dropFirst().first == "editors/emacs/init.el",
              words.last?.hasSuffix(".swift") == true else {
            throw EditorTestFailure("the README's command should be `emacs FLAGS -l editors/emacs/init.el FILE.swift`: \(line)")
        }
        let rest = words[load...].dropLast().map {
            $0.hasPrefix("editors/") ? EditorTestSupport.packageRoot.appendingPathComponent($0).path : $0
        }
        return (Array(words[..<load]), rest + [file.path])
    }

    /// `root`: the folder under the project root that should be the client's root (the root itself by default).
    private func runEmacs(_ mode: String, client: String = "eglot", before: [String] = [], root: String = "",
                          prepare: (EditorTestSupport.Project) throws -> Void = { _ in },
                          file: StaticString = #filePath, line: UInt = #line) throws -> (EditorTestSupport.Project, [String: Any]) {
        let emacs = try Support.tool("emacs", environmentKey: "DUO_TEST_EMACS",
                                     install: "apt-get install emacs-nox elpa-eglot elpa-lsp-mode (Debian 12: Emacs 28.2, eglot 1.9, lsp-mode 8.0.0)")
        let server = try Support.serverBinary()
        let project = try Support.makeProject("emacs-\(client)-\(mode)")
        addTeardownBlock { project.remove() }
        try prepare(project)
        let command = try Self.readmeCommand(file: project.swiftFile)
        let arguments = ["--batch"] + command.flags + ["--eval", "(setq duo-lsp-client '\(client))"] + before + command.rest + [
            "-l", Support.driversDirectory.appendingPathComponent("emacs.el").path,
        ]
        let run = try Support.run(emacs, arguments,
                                  environment: Support.editorEnvironment(server: server, project: project, extra: ["DUO_TEST_MODE": mode]),
                                  directory: project.root)
        let report = try Support.report(project, run, editor: "emacs (\(client))", file: file, line: line)
        let clientVersion = client == "eglot" ? report["eglot"] : report["lsp_mode"]
        print("emacs \(report["emacs"] ?? "?"), \(clientVersion ?? client) \(mode): \(String(format: "%.2f", run.seconds)) s")
        XCTAssertEqual(report["server"] as? String, server.path, "the shipped setup should run the duo-lsp found on PATH", file: file, line: line)
        // The root markers (Package.swift unless `prepare` adds a nearer one) pick the root, for both
        // clients; lsp-mode does not ask for it (in batch Emacs the question would hang).
        XCTAssertEqual((report["project_root"] as? String).map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                       project.root.appendingPathComponent(root).standardizedFileURL.path, "the project root", file: file, line: line)
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

    func testNearestRootMarkerIsTheRoot() throws {
        for client in ["eglot", "lsp-mode"] {
            _ = try runEmacs("diagnostics", client: client, root: "Sources/App") { project in
                try FileManager.default.createDirectory(at: project.root.appendingPathComponent("Sources/App/Photos.xcodeproj"),
                                                        withIntermediateDirectories: true)
            }
        }
    }

    func testLspModeFixAllOnSave() throws {
        let (project, _) = try runEmacs("save", client: "lsp-mode")
        XCTAssertEqual(project.fileText, Support.fixedSource)
    }
}
