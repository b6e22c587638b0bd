import Foundation
import XCTest

/// The build-tool plugin in a package that uses it (Samples/PluginDemo),
/// built with `swift build`.
final class BuildToolPluginTests: XCTestCase {
    /// The findings are the build's warnings at file, line and column, the
    /// Info.plist's too; the error-severity DUO402 shows as a warning (the
    /// build must not fail); `.duo-lsp.json`'s "ignore" (DUO401) is applied.
    func testBuildShowsTheFindingsAsWarningsAtFileLineAndColumn() throws {
        let sample = try PluginSample.get()
        let build = sample.firstBuild
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Build complete!"), build.output)
        let view = PluginSample.view
        let plist = "Sources/Postcards/Info.plist"
        for expected in [
            sample.located(view, 5, 27, "warning") + "`UIScreen.main.bounds` is deprecated",
            sample.located(view, 11, 9, "warning") + "`left` is doubled",
            sample.located(view, 18, 32, "warning") + "`UIScreen.main.scale` is deprecated",
            sample.located(plist, 4, 1, "warning") + "This app's Info.plist",
        ] {
            XCTAssertTrue(build.output.contains(expected), "missing \(expected) in:\n\(build.output)")
        }
        XCTAssertEqual(build.findings.count, 4, build.findings.joined(separator: "\n"))
        XCTAssertFalse(build.output.contains("[DUO401]"), "the sample's .duo-lsp.json ignores DUO401")
    }

    /// A build that changed nothing does not run the linter: its inputs and
    /// output are declared. (Right after a clean build, SwiftPM relinks the
    /// plugin's duo-lsp once more, and so lints once more: up to three builds
    /// settle that.) A changed Swift file is linted again, then not again.
    func testABuildWithNoChangeDoesNotLintAgain() throws {
        let sample = try PluginSample.get()
        var settled: PackagingSupport.Run?
        var log = ""
        for _ in 1 ... 3 {
            let build = try sample.build()
            XCTAssertEqual(build.status, 0, build.output)
            log += build.output
            if !build.lintRan { settled = build; break }
        }
        let unchanged = try XCTUnwrap(settled, "every build with no change ran the linter:\n\(log)")
        XCTAssertTrue(unchanged.output.contains("Build complete!"), unchanged.output)
        XCTAssertEqual(unchanged.findings, [], unchanged.output)

        try sample.restoring(PluginSample.view) {
            try sample.write(PluginSample.view, try sample.read(PluginSample.view) + "// edited\n")
            let changed = try sample.build()
            XCTAssertEqual(changed.status, 0, changed.output)
            XCTAssertTrue(changed.lintRan, "a changed Swift file is linted:\n\(changed.output)")
            XCTAssertEqual(changed.findings.count, 4, changed.output)

            let again = try sample.build()
            XCTAssertFalse(again.lintRan, "nothing changed since the last lint, yet the linter ran:\n\(again.output)")
        }
    }

    /// `"failOn": "error"` fails the build on DUO402, printed as an error,
    /// and fails it again on the next build (a failed lint leaves no stamp to
    /// be found up to date); without it the same build passes again.
    func testFailOnInTheConfigurationFailsTheBuild() throws {
        let sample = try PluginSample.get()
        let (failing, again) = try sample.restoring(PluginSample.configuration) {
            try sample.write(PluginSample.configuration, #"{ "ignore": ["DUO401"], "failOn": "error" }"#)
            return (try sample.build(), try sample.build())
        }
        XCTAssertNotEqual(failing.status, 0, failing.output)
        XCTAssertTrue(failing.output.contains(sample.located("Sources/Postcards/Info.plist", 4, 1, "error")), failing.output)
        XCTAssertTrue(failing.output.contains(sample.located(PluginSample.view, 5, 27, "warning")), failing.output)
        XCTAssertNotEqual(again.status, 0, "the second build with the failing lint passed:\n\(again.output)")
        XCTAssertTrue(again.lintRan, again.output)

        let passing = try sample.build()
        XCTAssertEqual(passing.status, 0, passing.output)
        XCTAssertTrue(passing.lintRan, "the configuration is an input of the lint step:\n\(passing.output)")
    }
}
