import Foundation
import XCTest

/// `duo-lsp lint --build-step` and `--stamp`, what the build plugins and an
/// Xcode Run Script phase run, and `.duo-lsp.json`'s `"failOn"`.
final class BuildStepCLITests: XCTestCase {
    /// A warning (DUO101) in Swift and an error-severity finding (DUO402: no
    /// scene manifest) in the Info.plist.
    private func project() throws -> FixtureTree {
        let tree = try FixtureTree()
        try tree.write("App/View.swift", CLIFixAndExitTests.fixable)
        try tree.write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIdentifier</key>
            \t<string>com.example.App</string>
            \t<key>UIRequiresFullScreen</key>
            \t<true/>
            </dict>
            </plist>

            """)
        return tree
    }

    private let files = ["App/View.swift", "App/Info.plist"]

    /// Xcode fails a step that prints `error:`, so by default nothing is
    /// printed as an error and the status is 0.
    func testABuildStepNeverFailsUnlessTheConfigurationAsks() throws {
        let tree = try project()
        let plain = try DuoBinary.run(["lint"] + files, in: tree.root)
        XCTAssertEqual(plain.status, 1)
        XCTAssertTrue(plain.stdout.contains("App/Info.plist:3:1: error: "), plain.stdout)

        let step = try DuoBinary.run(["lint", "--build-step"] + files, in: tree.root)
        XCTAssertEqual(step.status, 0, step.stdout + step.stderr)
        XCTAssertFalse(step.stdout.contains("error:"), step.stdout)
        XCTAssertTrue(step.stdout.contains("App/Info.plist:3:1: warning: "), step.stdout)
        XCTAssertTrue(step.stdout.contains("App/View.swift:6:21: warning: "), step.stdout)
        XCTAssertEqual(step.stderr, "", "no summary in a build log")
    }

    func testFailOnErrorFailsTheStepOnErrorsOnly() throws {
        let tree = try project()
        try tree.write(".duo-lsp.json", #"{ "failOn": "error" }"#)
        let step = try DuoBinary.run(["lint", "--build-step"] + files, in: tree.root)
        XCTAssertEqual(step.status, 1)
        XCTAssertTrue(step.stdout.contains("App/Info.plist:3:1: error: "), step.stdout)
        XCTAssertTrue(step.stdout.contains("App/View.swift:6:21: warning: "), step.stdout)

        // The same key sets `duo-lsp lint`'s level: a warning alone passes.
        XCTAssertEqual(try DuoBinary.run(["lint", "App/View.swift"], in: tree.root).status, 0)
        try tree.write(".duo-lsp.json", #"{ "failOn": "warning" }"#)
        let strict = try DuoBinary.run(["lint", "--build-step", "App/View.swift"], in: tree.root)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.contains("App/View.swift:6:21: error: "), "a finding that fails the build shows as an error: \(strict.stdout)")
    }

    func testFailOnFlagWinsOverTheConfiguration() throws {
        let tree = try project()
        try tree.write(".duo-lsp.json", #"{ "failOn": "never" }"#)
        XCTAssertEqual(try DuoBinary.run(["lint"] + files, in: tree.root).status, 0)
        XCTAssertEqual(try DuoBinary.run(["lint", "--fail-on", "warning"] + files, in: tree.root).status, 1)
        XCTAssertEqual(try DuoBinary.run(["lint", "--build-step", "--fail-on", "error"] + files, in: tree.root).status, 1)
        XCTAssertEqual(try DuoBinary.run(["lint", "--fail-on", "never"] + files, in: tree.root).status, 0)
        XCTAssertEqual(try DuoBinary.run(["lint", "--fail-on", "loud"], in: tree.root).status, 2)
        try tree.write(".duo-lsp.json", #"{ "failOn": "loud" }"#)
        let bad = try DuoBinary.run(["lint"] + files, in: tree.root)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains(#""failOn": expected error, warning, info (note), hint (remark) or never"#), bad.stderr)
    }

    /// The stamp is the build command's declared output: written when the
    /// step passes, removed when it fails, so a failed step runs again.
    func testStampIsWrittenWhenTheStepPassesAndRemovedWhenItFails() throws {
        let tree = try project()
        let stamp = tree.root.appendingPathComponent("Derived/Stamp.swift")
        XCTAssertEqual(try DuoBinary.run(["lint", "--build-step", "--stamp", stamp.path] + files, in: tree.root).status, 0)
        let text = try String(contentsOf: stamp, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("// duo-lsp "), "the stamp is a Swift comment, so it compiles: \(text)")
        XCTAssertTrue(text.contains("2 files: 3 findings"), text)

        try tree.write(".duo-lsp.json", #"{ "failOn": "warning" }"#)
        XCTAssertEqual(try DuoBinary.run(["lint", "--build-step", "--stamp", stamp.path] + files, in: tree.root).status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp.path))
    }

    /// A configuration that does not read stops `duo-lsp lint` (status 2);
    /// in a build it is a warning at its place and the build goes on.
    func testAnUnreadableConfigurationIsAWarningInABuild() throws {
        let tree = try project()
        try tree.write(".duo-lsp.json", "{\n  \"select\": 3\n}\n")
        XCTAssertEqual(try DuoBinary.run(["lint"] + files, in: tree.root).status, 2)
        let step = try DuoBinary.run(["lint", "--build-step"] + files, in: tree.root)
        XCTAssertEqual(step.status, 0)
        XCTAssertTrue(step.stderr.contains(".duo-lsp.json:2:13: warning: "), step.stderr)
        XCTAssertFalse(step.stderr.contains("error:"), step.stderr)
    }
}
