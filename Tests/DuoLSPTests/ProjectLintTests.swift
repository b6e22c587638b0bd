import Foundation
import XCTest
@testable import DuoLSP
import FixIts

/// `duo-lsp lint FOLDER` on an app's tree: it finds `Info.plist`,
/// `*-Info.plist`, `project.pbxproj` inside `Foo.xcodeproj/` and `*.xcproj`
/// next to the Swift files, and reports project findings at their line and
/// column, through the same discovery, runner and text output as the command.
final class ProjectLintTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("duo-project-lint-\(UUID().uuidString)")
        try write("Travel/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleExecutable</key>
            \t<string>$(EXECUTABLE_NAME)</string>
            \t<key>LSRequiresIPhoneOS</key>
            \t<true/>
            \t<key>UIRequiresFullScreen</key>
            \t<true/>
            </dict>
            </plist>

            """)
        try write("Travel.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tT1 /* Travel */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = L1;
            \t\t\tname = Travel;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
            \t\t\t\tSDKROOT = iphoneos;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tP1 = {isa = PBXProject; targets = (T1, ); };
            \t};
            \trootObject = P1;
            }

            """)
        try write("Travel.xcodeproj/xcuserdata/me.xcuserdatad/xcschemes/xcschememanagement.plist", "<plist><dict></plist>\n")
        try write("Widgets/Widgets-Info.plist", "<plist>\n<dict>\n\t<key>NSExtension</key>\n</dict>\n</plist>\n")
        try write("Travel/Travel.entitlements", "<plist><dict/></plist>\n")
        try write("Travel/Settings.plist", "not a property list\n")
        try write("Pods/Vendor/Info.plist", "broken\n")
        try write("Travel/UnlockView.swift", """
            import SwiftUI

            struct UnlockView: View {
                var body: some View {
                    Button("Unlock with Face ID") {}
                }
            }

            """)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func lint(_ arguments: [String]) throws -> (output: String, reports: [FileReport]) {
        let options = try LintOptions.parse(arguments)
        // As `LintCommand` does: --select and --ignore override every configuration.
        var overrides = Configuration()
        overrides.select = options.select
        overrides.ignore = options.ignore
        let resolver = ConfigurationResolver(overrides: overrides)
        var discovery = FileDiscovery(resolver: resolver)
        let files = discovery.collect(options.paths)
        XCTAssertEqual(discovery.errors, [])
        let reports = LintRunner(options: options, resolver: resolver).run(files)
        return (LintOutput.render(reports: reports, options: options, style: TextStyle(color: false, excerpts: false)), reports)
    }

    /// The Xcode project is read once per run: for where the Swift files run (target membership) and for
    /// its own findings alike, whichever comes first.
    func testAnXcodeProjectIsReadOncePerRun() throws {
        ProjectLayout.shared.reset()
        let before = ProjectLayout.shared.projectReads
        let options = try LintOptions.parse([root.path])
        let (reports, _, _) = LintRunner(options: options, resolver: ConfigurationResolver()).runPaths()
        XCTAssertTrue(reports.contains { $0.path.hasSuffix("Travel.xcodeproj/project.pbxproj") && !$0.diagnostics.isEmpty })
        XCTAssertTrue(reports.contains { $0.path.hasSuffix("UnlockView.swift") })
        XCTAssertEqual(ProjectLayout.shared.projectReads - before, 1)
    }

    /// Both orders: read for membership first, then taken by the lint (of the same bytes only); or read by
    /// the lint first, then membership taken from that reading without a second one.
    func testTheLintAndWhereCodeRunsShareTheProjectsReading() throws {
        let layout = ProjectLayout.shared
        let project = Paths.realPath(root.appendingPathComponent("Travel.xcodeproj/project.pbxproj").path)!
        let swift = Paths.realPath(root.appendingPathComponent("Travel/UnlockView.swift").path)!
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: project)))
        let file = SourceFile(path: swift, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: swift))))
        layout.reset()
        layout.willLint(projectFiles: [project])
        _ = layout.elsewhere(file, absolutePath: swift)
        XCTAssertNil(layout.takeReading(of: project, bytes: bytes + [10]), "other bytes: not shared")
        layout.reset()
        layout.willLint(projectFiles: [project])
        let reads = layout.projectReads
        _ = layout.elsewhere(file, absolutePath: swift)
        XCTAssertNotNil(layout.takeReading(of: project, bytes: bytes))
        XCTAssertNil(layout.takeReading(of: project, bytes: bytes), "taken once")
        XCTAssertEqual(layout.projectReads - reads, 1)
        layout.reset()
        guard case .success(let document) = ProjectDocument.read(path: project, bytes: bytes) else { return XCTFail("unreadable") }
        layout.adopt(document, readFrom: project)
        let afterAdopting = layout.projectReads
        _ = layout.elsewhere(file, absolutePath: swift)
        XCTAssertEqual(layout.projectReads, afterAdopting, "membership from the adopted reading")
    }

    func testFolderLintFindsProjectFilesAndReportsLineAndColumn() throws {
        let (output, reports) = try lint([root.path])
        let prefix = root.path + "/"
        let lines = output.split(separator: "\n").map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : String($0) }
        // Project files inside Foo.xcodeproj/ are found; the user data, entitlements,
        // other plists and Pods are not linted.
        XCTAssertEqual(Set(reports.map { String($0.path.dropFirst(prefix.count)) }), [
            "Travel.xcodeproj/project.pbxproj", "Travel/Info.plist", "Travel/UnlockView.swift", "Widgets/Widgets-Info.plist",
        ])
        let located = lines.map { line in line.split(separator: " ", maxSplits: 2).prefix(2).joined(separator: " ") + " " + (line.split(separator: "[").last.map(String.init) ?? "") }
        XCTAssertEqual(located.sorted(), [
            "Travel.xcodeproj/project.pbxproj:14:5: error: DUO402]",
            "Travel/Info.plist:3:1: error: DUO402]",
            "Travel/Info.plist:8:2: note: DUO401]",
            "Travel/UnlockView.swift:5:29: note: DUO403]",
            "Widgets/Widgets-Info.plist:3:2: error: DUO400]",
        ], output)
        XCTAssertTrue(output.contains("App target Travel (Debug) generates its Info.plist without a scene manifest"), output)
        XCTAssertTrue(output.contains("the key NSExtension has no value"), output)
    }

    func testExplicitPropertyListIsAProjectFileAndFixLeavesProjectFilesAlone() throws {
        let settings = root.appendingPathComponent("Travel/Settings.plist").path
        let info = root.appendingPathComponent("Travel/Info.plist").path
        let before = try Data(contentsOf: URL(fileURLWithPath: info))
        let (output, _) = try lint(["--fix", settings, info])
        // Named on the command line, any .plist is read as a property list (not as Swift).
        XCTAssertTrue(output.contains("Settings.plist:1:5: error: Cannot read this property list: unexpected text after the property list"), output)
        XCTAssertTrue(output.contains("Info.plist:8:2: note: UIRequiresFullScreen is set"), output)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: info)), before, "--fix changed a project file")
    }

    func testSelectingOnlyDUO402StillReportsAnUnreadableFile() throws {
        let widgets = root.appendingPathComponent("Widgets/Widgets-Info.plist").path
        let (output, _) = try lint(["--select", "DUO402", widgets])
        XCTAssertTrue(output.contains("Widgets-Info.plist:3:2: error: Cannot read this property list: the key NSExtension has no value"), output)
        XCTAssertTrue(output.contains("[DUO402]"), output)
    }
}
