import Foundation
import XCTest

/// Where code runs, as `duo-lsp lint` finds it on disk (RULES.md, "Where code runs"): the Xcode
/// project's targets, a package's test targets and the folder conventions decide which files are
/// test or another platform's code; those are skipped by default, `--show-skipped` says why, and
/// `.duo-lsp.json` opts tests back in (never another platform's code).
final class WhereCodeRunsCLITests: XCTestCase {
    private static let hazard = "import UIKit\nlet width = UIScreen.main.bounds.width\n"

    /// An app whose project builds `AppTests/Helpers.swift` into the app (a folder name is weaker
    /// evidence than a target), `AppTests/FeedTests.swift` only into its test target, and
    /// `Watch/Face.swift` only into a watch app; `UITests/Flow.swift` is in no target (a folder
    /// convention decides, as for `App tvOS/Shelf.swift`, in a folder named for another platform); and a
    /// package inside it whose manifest moves its test target's folder.
    private func makeApp() throws -> FixtureTree {
        let tree = try FixtureTree()
        try tree.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tTA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (SA, ); };
            \t\tTT = {isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (ST, ); };
            \t\tTW = {isa = PBXNativeTarget; name = Watch; productType = "com.apple.product-type.application.watchapp2"; buildPhases = (SW, ); };
            \t\tG0 = {isa = PBXGroup; children = (G1, G2, G3, ); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; path = App; children = (F1, ); sourceTree = "<group>"; };
            \t\tG2 = {isa = PBXGroup; path = AppTests; children = (F2, F3, ); sourceTree = "<group>"; };
            \t\tG3 = {isa = PBXGroup; path = Watch; children = (F4, ); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = Feed.swift; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = Helpers.swift; sourceTree = "<group>"; };
            \t\tF3 = {isa = PBXFileReference; path = FeedTests.swift; sourceTree = "<group>"; };
            \t\tF4 = {isa = PBXFileReference; path = Face.swift; sourceTree = "<group>"; };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
            \t\tB4 = {isa = PBXBuildFile; fileRef = F4; };
            \t\tSA = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            \t\tST = {isa = PBXSourcesBuildPhase; files = (B3, ); };
            \t\tSW = {isa = PBXSourcesBuildPhase; files = (B4, ); };
            \t\tP = {isa = PBXProject; mainGroup = G0; targets = (TA, TT, TW, ); };
            \t};
            \trootObject = P;
            }

            """)
        for path in ["App/Feed.swift", "AppTests/Helpers.swift", "AppTests/FeedTests.swift", "Watch/Face.swift", "UITests/Flow.swift",
                     "App tvOS/Shelf.swift", "Kit/Sources/Kit/Layout.swift", "Kit/Checks/LayoutChecks.swift"] {
            try tree.write(path, Self.hazard)
        }
        try tree.write("Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit"), .testTarget(name: "KitChecks", path: "Checks")])

            """)
        return tree
    }

    /// The files with findings, and the skipped files with their reasons, of a lint of the whole tree.
    private func lint(_ tree: FixtureTree) throws -> (linted: Set<String>, skipped: [String: String]) {
        let result = try DuoBinary.run(["lint", "--show-skipped", "--exit-zero", "--select", "DUO101", "."], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let linted = Set(result.stdout.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) })
        var skipped: [String: String] = [:]
        for line in result.stderr.split(separator: "\n") {
            guard let range = line.range(of: ": skipped: ") else { continue }
            var path = String(line[..<range.lowerBound])
            if path.hasPrefix("duo-lsp: ") { path.removeFirst("duo-lsp: ".count) }
            if path.hasPrefix("./") { path.removeFirst(2) }
            skipped[path] = String(line[range.upperBound...])
        }
        return (Set(linted.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }), skipped)
    }

    func testTestsAndOtherPlatformsAreSkippedWithTheirReasons() throws {
        let tree = try makeApp()
        let (linted, skipped) = try lint(tree)
        XCTAssertEqual(linted, ["App/Feed.swift", "AppTests/Helpers.swift", "Kit/Sources/Kit/Layout.swift"])
        XCTAssertEqual(skipped, [
            "AppTests/FeedTests.swift": "test code (built only by test targets such as AppTests of App.xcodeproj)",
            "Watch/Face.swift": "not built for iOS (built only for watchOS, by Watch of App.xcodeproj)",
            "UITests/Flow.swift": "test code (in the test folder UITests/)",
            "App tvOS/Shelf.swift": "not built for iOS (in the tvOS folder App tvOS/)",
            "Kit/Checks/LayoutChecks.swift": "test code (in the test target KitChecks of its Package.swift)",
        ])
    }

    func testTheConfigurationOptsTestsBackInButNeverAnotherPlatform() throws {
        let tree = try makeApp()
        try tree.write(".duo-lsp.json", #"{ "lintTests": true }"#)
        let (linted, skipped) = try lint(tree)
        XCTAssertEqual(linted, ["App/Feed.swift", "AppTests/Helpers.swift", "AppTests/FeedTests.swift", "UITests/Flow.swift",
                                "Kit/Sources/Kit/Layout.swift", "Kit/Checks/LayoutChecks.swift"])
        XCTAssertEqual(Set(skipped.keys), ["Watch/Face.swift", "App tvOS/Shelf.swift"])
    }
}
