import Foundation
import XCTest

/// What the editor READMEs tell a newcomer to copy works as written: the
/// Neovim setup for your own init.lua gives the key mappings on 0.7–0.9 too
/// (run in the real Neovim), and the VS Code settings table lists every
/// setting the extension contributes.
final class EditorReadmeTests: XCTestCase {
    private typealias Support = EditorTestSupport

    /// The first ```lua block of editors/neovim/README.md after `marker`.
    private func neovimReadmeBlock(after marker: String) throws -> String {
        let readme = try String(contentsOf: Support.editorsDirectory.appendingPathComponent("neovim/README.md"), encoding: .utf8)
        guard let start = readme.range(of: marker), let open = readme.range(of: "```lua\n", range: start.upperBound ..< readme.endIndex),
              let close = readme.range(of: "```", range: open.upperBound ..< readme.endIndex) else {
            throw EditorTestFailure("editors/neovim/README.md has no ```lua block after \(marker)")
        }
        // The block is indented under its list item.
        return readme[open.upperBound ..< close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("   ") ? String($0.dropFirst(3)) : String($0) }.joined(separator: "\n")
    }

    func testNeovimReadmeSetupGivesKeyMappings() throws {
        let nvim = try Support.tool("nvim", environmentKey: "DUO_TEST_NVIM", install: "apt-get install neovim (Debian 12: 0.7.2)")
        let server = try Support.serverBinary()
        let project = try Support.makeProject("nvim-readme")
        addTeardownBlock { project.remove() }
        let snippet = try neovimReadmeBlock(after: "3. In your own `init.lua`")
        XCTAssertTrue(snippet.contains("/path/to/duo-lsp/editors/neovim"), snippet)
        let config = project.root.appendingPathComponent("init.lua")
        try snippet.replacingOccurrences(of: "/path/to/duo-lsp", with: Support.packageRoot.path)
            .write(to: config, atomically: true, encoding: .utf8)
        let run = try Support.run(nvim, ["--headless", "-n", "-i", "NONE", "-u", config.path,
                                         "-c", "luafile " + Support.driversDirectory.appendingPathComponent("neovim.lua").path,
                                         project.swiftFile.path],
                                  environment: Support.editorEnvironment(server: server, project: project, extra: ["DUO_TEST_MODE": "mappings"]),
                                  directory: project.root)
        let report = try Support.report(project, run, editor: "nvim")
        let mappings = report["mappings"] as? [String: [String: Any]] ?? [:]
        for key in ["<Space>ca", "<Space>cf", "K", "]d", "[d"] {
            XCTAssertEqual(mappings[key]?["buffer"] as? Int, 1, "\(key) is mapped in the Swift buffer (nvim \(report["nvim"] ?? "?")): \(mappings)")
        }

        // The same lines as the shipped init.lua, so the README and the tested config cannot drift.
        func code(_ text: String) -> [String] {
            text.split(separator: "\n").map { line in
                String(line.range(of: "--").map { line[..<$0.lowerBound] } ?? line[...]).trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
        }
        let setup = code(snippet).drop { !$0.hasPrefix("require('duo_lsp').setup(") }
        let shipped = code(try String(contentsOf: Support.editorsDirectory.appendingPathComponent("neovim/init.lua"), encoding: .utf8))
        let first = try XCTUnwrap(shipped.firstIndex(of: setup.first ?? "?"), "init.lua calls \(setup.first ?? "setup")")
        XCTAssertEqual(Array(shipped[first...].prefix(setup.count)), Array(setup), "the README's setup is init.lua's")
    }

    func testVSCodeReadmeListsEverySetting() throws {
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: Support.editorsDirectory.appendingPathComponent("vscode/package.json"))) as? [String: Any]
        let properties = ((manifest?["contributes"] as? [String: Any])?["configuration"] as? [String: Any])?["properties"] as? [String: Any] ?? [:]
        XCTAssertFalse(properties.isEmpty)
        let readme = try String(contentsOf: Support.editorsDirectory.appendingPathComponent("vscode/README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `duo-lsp.") }
        for key in properties.keys.sorted() {
            XCTAssertTrue(rows.contains { $0.hasPrefix("| `\(key)` |") }, "the README's settings table has no row for \(key)")
        }
    }
}
