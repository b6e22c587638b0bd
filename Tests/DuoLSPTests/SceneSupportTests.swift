import Foundation
import XCTest

/// DUO404's hazard is a second window of the app beside the first on iPhone Duo's inner display. An app whose
/// `Info.plist` declares one window scene has none: `duo-lsp lint` reads the nearest `Info.plist` in the
/// file's folder or above it, up to the project's root, else the one its app target's `INFOPLIST_FILE` names.
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

    /// An app's whole `Info.plist` without a scene manifest (DUO402 reports it): one window today, so the finding
    /// says when the hazard comes — once the app adopts scenes and allows several.
    func testAnAppThatHasNotAdoptedScenesIsToldWhenTheHazardComes() throws {
        let tree = try FixtureTree()
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/Sources/Toasts.swift", Self.presenter)
        let whole = infoPlist(manifest: nil).replacingOccurrences(of: "<dict>\n\t<key>CFBundlePackageType",
            with: "<dict>\n\t<key>CFBundleIdentifier</key>\n\t<string>org.example.app</string>\n\t<key>LSRequiresIPhoneOS</key>\n\t<true/>\n\t<key>CFBundlePackageType")
        func messages() throws -> [String] {
            let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero", "--select", "DUO404", "App/Sources/Toasts.swift"], in: tree.root)
            XCTAssertEqual(result.status, 0, result.stderr)
            let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            return findings.compactMap { $0["message"] as? String }
        }
        try tree.write("App/Info.plist", whole)
        let notAdopted = try messages()
        XCTAssertEqual(notAdopted.count, 1)
        XCTAssertTrue(notAdopted.allSatisfy { $0.contains("until it adopts scenes") }, notAdopted.joined(separator: "\n"))
        // A partial Info.plist (Xcode merges generated keys into it) says nothing of that.
        try tree.write("App/Info.plist", infoPlist(manifest: nil))
        let partial = try messages()
        XCTAssertEqual(partial.count, 1)
        XCTAssertFalse(partial.contains { $0.contains("until it adopts scenes") }, partial.joined(separator: "\n"))
        // The whole one kept beside the sources (`App/SupportingFiles/`, a project generated from a spec, no
        // Xcode project to name it): the app's own, found below the root.
        try FileManager.default.removeItem(at: tree.root.appendingPathComponent("App/Info.plist"))
        try tree.write("App/SupportingFiles/Info.plist", whole)
        let beside = try messages()
        XCTAssertEqual(beside.count, 1)
        XCTAssertTrue(beside.allSatisfy { $0.contains("until it adopts scenes") }, beside.joined(separator: "\n"))
    }

    /// `Shared/Toasts.swift`, built by the app target, has no `Info.plist` around it: the one the target's
    /// `INFOPLIST_FILE` names (in a sibling folder, `$(SRCROOT)/` written or not) speaks for it.
    func testTheAppTargetsInfoPlistSpeaksForFilesOutsideItsFolder() throws {
        let tree = try FixtureTree()
        func project(infoPlistFile: String) -> String {
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tTA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (SA, ); buildConfigurationList = CL; };
            \t\tCL = {isa = XCConfigurationList; buildConfigurations = (CD, ); };
            \t\tCD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {INFOPLIST_FILE = "\(infoPlistFile)"; }; };
            \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
            \t\tG1 = {isa = PBXGroup; path = Shared; children = (F1, ); sourceTree = "<group>"; };
            \t\tF1 = {isa = PBXFileReference; path = Toasts.swift; sourceTree = "<group>"; };
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tSA = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            \t\tP = {isa = PBXProject; mainGroup = G0; targets = (TA, ); };
            \t};
            \trootObject = P;
            }

            """
        }
        func findings() throws -> Int {
            let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero", "--select", "DUO404", "Shared/Toasts.swift"], in: tree.root)
            XCTAssertEqual(result.status, 0, result.stderr)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]).count
        }
        try tree.write("Shared/Toasts.swift", Self.presenter)
        try tree.write("App/Supporting Files/App-Info.plist",
                       infoPlist(manifest: "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>\n" + Self.windowConfiguration))
        try tree.write("App.xcodeproj/project.pbxproj", project(infoPlistFile: "App/Supporting Files/App-Info.plist"))
        XCTAssertEqual(try findings(), 0)
        try tree.write("App.xcodeproj/project.pbxproj", project(infoPlistFile: "$(SRCROOT)/App/Supporting Files/App-Info.plist"))
        XCTAssertEqual(try findings(), 0)
        // A setting that is not a path here says nothing; the app's only Info.plist below the root still speaks.
        try tree.write("App.xcodeproj/project.pbxproj", project(infoPlistFile: "$(TARGET_NAME)/Info.plist"))
        XCTAssertEqual(try findings(), 0)
        try tree.write("App/Supporting Files/App-Info.plist",
                       infoPlist(manifest: "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<true/>\n" + Self.windowConfiguration))
        XCTAssertEqual(try findings(), 1)
    }

    /// No Xcode project at hand (a checkout's sources alone) and no `Info.plist` above the file: the app's own,
    /// kept in a sibling folder under its own name, speaks for it; an extension's does not, and apps that
    /// disagree leave the finding.
    func testTheAppsInfoPlistBelowTheRootSpeaksWhenNoneIsAbove() throws {
        let tree = try FixtureTree()
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/Calls/Toasts.swift", Self.presenter)
        func findings() throws -> Int {
            let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero", "--select", "DUO404", "App/Calls/Toasts.swift"], in: tree.root)
            XCTAssertEqual(result.status, 0, result.stderr)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]).count
        }
        XCTAssertEqual(try findings(), 1)
        let oneScene = infoPlist(manifest: "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>\n" + Self.windowConfiguration)
        try tree.write("App/Meta/App-Info.plist", oneScene)
        XCTAssertEqual(try findings(), 0)
        // An extension that allows several scenes does not speak for the app.
        try tree.write("ShareExtension/Info.plist", infoPlist(manifest: "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<true/>\n")
            .replacingOccurrences(of: "<dict>\n\t<key>CFBundlePackageType", with: "<dict>\n\t<key>NSExtension</key>\n\t<dict/>\n\t<key>CFBundlePackageType"))
        XCTAssertEqual(try findings(), 0)
        // A second app of the checkout that allows several: which one builds the file is not known.
        try tree.write("OtherApp/Info.plist", infoPlist(manifest: "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<true/>\n"))
        XCTAssertEqual(try findings(), 1)
    }

    /// Sources unpacked with nothing that marks a project's root (no `.git`, no Xcode project): the folder named
    /// on the command line is the root, and the app's `Info.plist` below it speaks for files beside it.
    func testAFolderNamedOnTheCommandLineIsTheRootOfAnUnmarkedProject() throws {
        let tree = try FixtureTree()
        try tree.write("Sources/Calls/Toasts.swift", Self.presenter)
        try tree.write("Sources/SupportingFiles/Info.plist",
                       infoPlist(manifest: "\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>\n" + Self.windowConfiguration))
        func findings(_ path: String) throws -> Int {
            let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero", "--select", "DUO404", path], in: tree.root)
            XCTAssertEqual(result.status, 0, result.stderr)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]).count
        }
        XCTAssertEqual(try findings("Sources"), 0, "the folder named is the root: its app declares one scene")
        XCTAssertEqual(try findings("Sources/Calls/Toasts.swift"), 1, "a file named alone has no root around it")
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
