import Foundation
import XCTest

/// The iOS the app supports decides which fixes are right: a rewrite to an API newer than the app's
/// deployment target would not compile. `duo-lsp lint` reads it from the Xcode targets that build a file
/// (`IPHONEOS_DEPLOYMENT_TARGET`) or its package's `platforms:`, and `.duo-lsp.json` still wins.
final class ProjectDeploymentTargetTests: XCTestCase {
    /// `UIBarButtonItem(title:image:target:action:menu:)` is iOS 16: the title fix exists only from there.
    private static let item = """
        import UIKit
        final class Inbox: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(clear))
            }
            @objc private func clear() {}
        }

        """

    private func project(deploymentTarget: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tTA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L; buildPhases = (S, ); };
        \t\tL = {isa = XCConfigurationList; buildConfigurations = (C, ); };
        \t\tC = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget); SDKROOT = iphoneos; }; name = Debug; };
        \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
        \t\tG1 = {isa = PBXGroup; path = App; children = (F, ); sourceTree = "<group>"; };
        \t\tF = {isa = PBXFileReference; path = Inbox.swift; sourceTree = "<group>"; };
        \t\tB = {isa = PBXBuildFile; fileRef = F; };
        \t\tS = {isa = PBXSourcesBuildPhase; files = (B, ); };
        \t\tP = {isa = PBXProject; mainGroup = G0; targets = (TA, ); };
        \t};
        \trootObject = P;
        }

        """
    }

    /// The titles of the fixes offered for the file, from `--format json`.
    private func fixTitles(in tree: FixtureTree, _ path: String) throws -> [String] {
        let result = try DuoBinary.run(["lint", "--format", "json", "--exit-zero", "--select", "DUO303", path], in: tree.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.count, 1, result.stdout)
        return findings.flatMap { ($0["fixes"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String } }
    }

    func testTheXcodeTargetsDeploymentTargetDecidesTheFix() throws {
        let tree = try FixtureTree()
        try tree.write("App/Inbox.swift", Self.item)
        try tree.write("App.xcodeproj/project.pbxproj", project(deploymentTarget: "15.0"))
        XCTAssertEqual(try fixTitles(in: tree, "App/Inbox.swift"), [])
        try tree.write("App.xcodeproj/project.pbxproj", project(deploymentTarget: "16.0"))
        XCTAssertEqual(try fixTitles(in: tree, "App/Inbox.swift"), ["Add the title \"Delete\""])
        // The configuration's own deployment target wins over the project's.
        try tree.write(".duo-lsp.json", #"{ "deploymentTarget": "15.0" }"#)
        XCTAssertEqual(try fixTitles(in: tree, "App/Inbox.swift"), [])
    }

    func testAPackagesPlatformDecidesTheFix() throws {
        let tree = try FixtureTree()
        try tree.write("Kit/Sources/Kit/Inbox.swift", Self.item)
        try tree.write("Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v15)], targets: [.target(name: "Kit")])

            """)
        XCTAssertEqual(try fixTitles(in: tree, "Kit/Sources/Kit/Inbox.swift"), [])
        try tree.write("Kit/Package.swift", "import PackageDescription\nlet package = Package(name: \"Kit\", platforms: [.iOS(.v17)])\n")
        XCTAssertEqual(try fixTitles(in: tree, "Kit/Sources/Kit/Inbox.swift"), ["Add the title \"Delete\""])
    }
}
