import Foundation
import XCTest

/// The setups whose editors cannot run here (Helix, Sublime Text) are checked
/// as files against the server's keys; the pre-commit hooks and the CI step
/// are run as their tools would run them, with the built duo-lsp.
final class OtherSetupsTests: XCTestCase {
    private typealias Support = EditorTestSupport

    // MARK: Helix

    func testHelixLanguagesToml() throws {
        let python = try Support.tool("python3", environmentKey: "DUO_TEST_PYTHON", install: "apt-get install python3 (3.11 or later: tomllib)")
        let file = Support.editorsDirectory.appendingPathComponent("helix/languages.toml")
        let scratch = FileManager.default.temporaryDirectory
        let run = try Support.run(python, ["-c", "import json, sys, tomllib; print(json.dumps(tomllib.load(open(sys.argv[1], 'rb'))))", file.path],
                                  environment: ProcessInfo.processInfo.environment, directory: scratch, timeout: 60)
        XCTAssertEqual(run.status, 0, run.output)
        let toml = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let server = (toml["language-server"] as? [String: Any])?["duo-lsp"] as? [String: Any]
        XCTAssertEqual(server?["command"] as? String, "duo-lsp")
        if let config = server?["config"] as? [String: Any] {
            XCTAssertTrue(Set(config.keys).isSubset(of: Set(try ServerFacts.settingsKeys())), "\(config.keys)")
        }
        let swift = (toml["language"] as? [[String: Any]])?.first { $0["name"] as? String == "swift" }
        let servers = swift?["language-servers"] as? [String] ?? []
        XCTAssertTrue(servers.contains("duo-lsp"), "\(servers)")
        XCTAssertTrue(servers.contains("sourcekit-lsp"), "runs beside sourcekit-lsp: \(servers)")
        // The commented example uses only the server's keys.
        let text = try String(contentsOf: file, encoding: .utf8)
        let example = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("# config = {") })
        for key in ["ignore", "severity", "exclude", "deploymentTarget"] {
            XCTAssertTrue(example.contains(key + " = "), key)
        }
    }

    // MARK: Sublime Text

    func testSublimeLspSettings() throws {
        let file = Support.editorsDirectory.appendingPathComponent("sublime/LSP.sublime-settings")
        // Sublime's settings allow // comments; these are whole lines.
        let json = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        let settings = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let client = try XCTUnwrap((settings["clients"] as? [String: Any])?["duo-lsp"] as? [String: Any])
        XCTAssertEqual(client["command"] as? [String], ["duo-lsp"])
        XCTAssertEqual(client["selector"] as? String, "source.swift")
        XCTAssertEqual(client["enabled"] as? Bool, true)
        let initialization = client["initializationOptions"] as? [String: Any] ?? [:]
        let section = (client["settings"] as? [String: Any])?["duo-lsp"] as? [String: Any] ?? [:]
        XCTAssertEqual(initialization as NSDictionary, section as NSDictionary, "the two copies of the settings agree")
        XCTAssertTrue(Set(section.keys).isSubset(of: Set(try ServerFacts.settingsKeys())))
        let onSave = settings["lsp_code_actions_on_save"] as? [String: Bool] ?? [:]
        XCTAssertEqual(Array(onSave.keys), [try ServerFacts.fixAllKind()])
    }

    // MARK: pre-commit

    private struct Hook {
        var fields: [String: String] = [:]
        var id: String { fields["id"] ?? "" }
    }

    /// The hooks file is a flat list of `- id:` blocks of `key: value` lines.
    private func hooks() throws -> [Hook] {
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var hooks: [Hook] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            var content = String(line)
            if content.hasPrefix("- ") {
                hooks.append(Hook())
                content = String(content.dropFirst(2))
            }
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            guard !hooks.isEmpty, let colon = trimmed.firstIndex(of: ":") else { continue }
            var value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("'"), value.hasSuffix("'"), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            hooks[hooks.count - 1].fields[String(trimmed[..<colon])] = value
        }
        return hooks
    }

    func testPreCommitHooksDeclareWhatPreCommitNeeds() throws {
        let hooks = try hooks()
        XCTAssertEqual(hooks.map(\.id), ["duo-lsp", "duo-lsp-fix", "duo-lsp-system"])
        for hook in hooks {
            for key in ["id", "name", "entry", "language", "files"] { XCTAssertNotNil(hook.fields[key], "\(hook.id).\(key)") }
            XCTAssertTrue(hook.fields["entry"]?.hasPrefix("duo-lsp lint") == true, hook.id)
            XCTAssertTrue(["swift", "system"].contains(hook.fields["language"] ?? ""), hook.id)
            let files = try NSRegularExpression(pattern: hook.fields["files"] ?? "")
            func matches(_ path: String) -> Bool {
                files.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
            }
            for path in ["App/PhotoViewController.swift", "App/Info.plist", "App/App-Info.plist", "App.xcodeproj/project.pbxproj"] {
                XCTAssertTrue(matches(path), "\(hook.id) should take \(path)")
            }
            for path in ["README.md", "App/Settings.plist", "Package.resolved"] {
                XCTAssertFalse(matches(path), "\(hook.id) should leave \(path)")
            }
        }
        // `language: swift` builds the repository's package and runs the entry's executable from it.
        let manifest = try String(contentsOf: Support.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".executable(name: "duo-lsp""#))
    }

    /// Runs each hook's entry as pre-commit does (entry, then the file names)
    /// with the built duo-lsp in place of the one pre-commit would build.
    func testPreCommitHooksLintAndFix() throws {
        let server = try Support.serverBinary()
        for hook in try hooks() {
            let project = try Support.makeProject("pre-commit-\(hook.id)")
            defer { project.remove() }
            let entry = (hook.fields["entry"] ?? "").split(separator: " ").map(String.init)
            let run = try Support.run(server, Array(entry.dropFirst()) + ["Sources/App/PhotoViewController.swift"],
                                      environment: ProcessInfo.processInfo.environment, directory: project.root, timeout: 60)
            if entry.contains("--fix") {
                XCTAssertEqual(run.status, 0, "\(hook.id): fixed, nothing left\n\(run.output)")
                XCTAssertEqual(project.fileText, Support.fixedSource, hook.id)
            } else {
                XCTAssertEqual(run.status, 1, "\(hook.id): a finding fails the hook\n\(run.output)")
                XCTAssertTrue(run.output.contains("Sources/App/PhotoViewController.swift:6:21: warning:"), run.output)
                XCTAssertTrue(run.output.contains("[DUO101]"), run.output)
                XCTAssertEqual(project.fileText, Support.sampleSource, hook.id)
            }
        }
    }

    // MARK: CI

    func testGitHubActionsStepWritesSarifForCodeScanning() throws {
        let workflow = try String(contentsOf: Support.editorsDirectory.appendingPathComponent("ci/github-actions.yml"), encoding: .utf8)
        let lines = workflow.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let step = try XCTUnwrap(lines.first { $0.hasPrefix("- run: duo-lsp lint --format sarif") }, "the one-line lint step")
        XCTAssertTrue(step.hasSuffix("> duo.sarif"), step)
        XCTAssertTrue(lines.contains { $0.hasPrefix("- uses: github/codeql-action/upload-sarif@") })
        XCTAssertTrue(lines.contains("sarif_file: duo.sarif"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("security-events: write") })

        // Run the step's command in a project, with the built duo-lsp on PATH.
        let server = try Support.serverBinary()
        let project = try Support.makeProject("sarif")
        defer { project.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = server.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let command = String(step.dropFirst("- run: ".count))
        let run = try Support.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: environment, directory: project.root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.output)
        let sarif = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: project.root.appendingPathComponent("duo.sarif"))) as? [String: Any])
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let result = try XCTUnwrap(results.first { $0["ruleId"] as? String == "DUO101" }, "\(results)")
        let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location?["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/App/PhotoViewController.swift",
                       "code scanning needs paths relative to the repository")
    }

    // MARK: READMEs

    func testEachSetupSaysWhatWasTestedAndHow() throws {
        for editor in ["neovim", "vscode", "emacs", "helix", "sublime"] {
            let readme = Support.editorsDirectory.appendingPathComponent("\(editor)/README.md")
            let text = try String(contentsOf: readme, encoding: .utf8)
            XCTAssertTrue(text.contains("## Tested"), "\(editor)/README.md has a \"## Tested\" section")
        }
        let overview = try String(contentsOf: Support.editorsDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(overview.contains("pre-commit"))
        XCTAssertTrue(overview.contains("upload-sarif"))
    }
}
