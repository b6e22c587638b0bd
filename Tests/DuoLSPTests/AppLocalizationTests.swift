import Foundation
import XCTest

/// DUO303's title from its symbol table is English: a safe fix only in an app that writes English. An app that
/// ships translations — a string catalog (`.xcstrings`) or a `.lproj` folder of another language, below the
/// project's root — gets it as an unsafe fix, even in a file that shows no localization of its own.
final class AppLocalizationTests: XCTestCase {
    private static let toolbar = """
        import SwiftUI
        struct ComposeToolbar: ToolbarContent {
            let compose: () -> Void
            var body: some ToolbarContent {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { compose() } label: { Image(systemName: "square.and.pencil") }
                }
            }
        }

        """

    /// The fixes `lint --format json` lists for the one finding, as their safety.
    private func fixSafeties(in tree: FixtureTree) throws -> [String] {
        let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero", "--select", "DUO303", "App/Sources/ComposeToolbar.swift"], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.count, 1, result.stdout)
        let fixes = try XCTUnwrap(findings.first?["fixes"] as? [[String: Any]], result.stdout)
        return fixes.compactMap { $0["safety"] as? String }
    }

    func testAnAppWithAStringCatalogGetsTheEnglishTitleAsAnUnsafeFix() throws {
        let tree = try FixtureTree()
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/Sources/ComposeToolbar.swift", Self.toolbar)
        XCTAssertEqual(try fixSafeties(in: tree), ["safe"])
        try tree.write("App/Resources/Localization/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { } }"#)
        XCTAssertEqual(try fixSafeties(in: tree), ["unsafe"])
    }

    func testAnotherLanguagesLprojFolderMakesItUnsafeAndEnglishOnesDoNot() throws {
        let tree = try FixtureTree()
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/Sources/ComposeToolbar.swift", Self.toolbar)
        try tree.write("App/Base.lproj/Main.storyboard", "<document/>\n")
        try tree.write("App/en.lproj/Localizable.strings", "\"Compose\" = \"Compose\";\n")
        XCTAssertEqual(try fixSafeties(in: tree), ["safe"])
        try tree.write("App/de.lproj/Localizable.strings", "\"Compose\" = \"Verfassen\";\n")
        XCTAssertEqual(try fixSafeties(in: tree), ["unsafe"])
    }
}
