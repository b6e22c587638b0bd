import Foundation
import XCTest

/// DUO404's hazard is a second window of the app beside the first on iPhone Duo's inner display. An app whose
/// `Info.plist` declares one window scene has none: `duo-lsp lint` reads the nearest `Info.plist` in the
/// file's folder or above it, up to the project's root.
final class SceneSupportTests: XCTestCase {
    private static let presenter = """
        import UIKit
        enum Toasts {
            static func show(_ alert: UIAlertController) {
                UIApplication.shared.windows.first?.rootViewController?.present(alert, animated: true)
            }
        }

        """

    private func infoPlist(manifest: String?) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundlePackageType</key>
        \t<string>APPL</string>
        \(manifest.map { "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\($0)\n\t</dict>" } ?? "")
        </dict>
        </plist>

        """
    }

    private static let windowConfiguration = """
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array><dict><key>UISceneDelegateClassName</key><string>SceneDelegate</string></dict></array>
        \t\t</dict>
        """

    private func firstSceneFindings(in tree: FixtureTree) throws -> Int {
        let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero", "--select", "DUO404", "App/Sources/Toasts.swift"], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return findings.count
    }

    func testAnAppDeclaringOneWindowSceneHasNoOtherWindow() throws {
        let tree = try FixtureTree()
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/Sources/Toasts.swift", Self.presenter)
        try tree.write("App/Info.plist", infoPlist(manifest: "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>\n" + Self.windowConfiguration))
        XCTAssertEqual(try firstSceneFindings(in: tree), 0)
        // Absent, the key is false too.
        try tree.write("App/Info.plist", infoPlist(manifest: Self.windowConfiguration))
        XCTAssertEqual(try firstSceneFindings(in: tree), 0)
    }

    func testSeveralScenesOrAnotherRoleOrNoManifestKeepTheFinding() throws {
        let tree = try FixtureTree()
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/Sources/Toasts.swift", Self.presenter)
        try tree.write("App/Info.plist", infoPlist(manifest: "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<true/>\n" + Self.windowConfiguration))
        XCTAssertEqual(try firstSceneFindings(in: tree), 1)
        // A CarPlay scene may be the first connected one.
        try tree.write("App/Info.plist", infoPlist(manifest: """
            \t\t<key>UIApplicationSupportsMultipleScenes</key>
            \t\t<false/>
            \t\t<key>UISceneConfigurations</key>
            \t\t<dict>
            \t\t\t<key>CPTemplateApplicationSceneSessionRoleApplication</key>
            \t\t\t<array><dict><key>UISceneDelegateClassName</key><string>CarPlayDelegate</string></dict></array>
            \t\t</dict>
            """))
        XCTAssertEqual(try firstSceneFindings(in: tree), 1)
        // No scene manifest: the app has not adopted scenes yet (DUO402), and will choose then.
        try tree.write("App/Info.plist", infoPlist(manifest: nil))
        XCTAssertEqual(try firstSceneFindings(in: tree), 1)
    }

    func testAnInfoPlistAboveTheProjectRootSaysNothing() throws {
        let tree = try FixtureTree()
        try tree.write("Info.plist", infoPlist(manifest: "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>\n"))
        try tree.write("App/.git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/Sources/Toasts.swift", Self.presenter)
        let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero", "--select", "DUO404", "Sources/Toasts.swift"],
                                       in: tree.root.appendingPathComponent("App"))
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.count, 1, result.stdout + result.stderr)
    }
}
