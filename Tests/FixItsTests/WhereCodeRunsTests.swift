import XCTest
@testable import FixIts

/// Where code runs (RULES.md, "Where code runs"): the regions of a file that never run in the app on an
/// iPhone, the evidence that makes a whole file test code or another platform's, and the configuration
/// that opts tests and previews back in. Each region holds the same hazard (`UIScreen.main`, DUO101) as
/// a line that runs, so a test fails both when a region is linted and when code that runs is dropped.
final class WhereCodeRunsTests: XCTestCase {
    /// The 1-based lines of the DUO101 findings in `text`.
    private func flaggedLines(_ text: String, _ configuration: Configuration = Configuration()) -> [Int] {
        let file = SourceFile(path: "App/Screen.swift", text: text)
        return Linter(configuration: configuration).lint(file).filter { $0.code == "DUO101" }.map { file.lines.line(of: $0.range.lowerBound) + 1 }
    }

    func testOtherPlatformsCompilationBranchesAreNotLinted() {
        XCTAssertEqual(flaggedLines("""
            import UIKit
            #if os(watchOS)
            let a = UIScreen.main.bounds
            #elseif os(iOS)
            let b = UIScreen.main.bounds
            #else
            let c = UIScreen.main.bounds
            #endif
            #if targetEnvironment(macCatalyst)
            let d = UIScreen.main.bounds
            #elseif canImport(AppKit)
            let e = UIScreen.main.bounds
            #elseif BETA
            let f = UIScreen.main.bounds
            #endif
            #if !os(tvOS)
            let g = UIScreen.main.bounds
            #endif
            """), [5, 14, 17], "os(iOS) decides the group; BETA is the build's to say; !os(tvOS) holds on iOS")
    }

    func testDevelopmentOnlyBranchesAreQuietUntilTestsAreOptedIn() {
        let text = """
            import UIKit
            #if DEBUG
            let debugOverlayWidth = UIScreen.main.bounds.width
            #else
            let releaseWidth = UIScreen.main.bounds.width
            #endif
            #if !RELEASE
            let shakeMenuScale = UIScreen.main.scale
            #endif
            #if DEBUG && targetEnvironment(simulator)
            let simulatorOnly = UIScreen.main.scale
            #endif
            """
        XCTAssertEqual(flaggedLines(text), [5, 11], "only a branch on the development flag alone is development code")
        var tests = Configuration()
        tests.lintTests = true
        XCTAssertEqual(flaggedLines(text, tests), [3, 5, 8, 11])
    }

    func testPreviewsAndTestCasesAreQuietUntilOptedIn() {
        let text = """
            import SwiftUI
            import UIKit
            struct Card: View {
                var body: some View { Color.red.frame(width: UIScreen.main.bounds.width) }
            }
            #Preview {
                Color.red.frame(width: UIScreen.main.bounds.width)
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Color.red.frame(height: UIScreen.main.bounds.height) }
            }
            final class CardLayoutChecks: XCTestCase {
                func testWidth() { XCTAssertEqual(UIScreen.main.bounds.width, 390) }
            }
            """
        XCTAssertEqual(flaggedLines(text), [4])
        var previews = Configuration()
        previews.lintPreviews = true
        XCTAssertEqual(flaggedLines(text, previews), [4, 7, 10])
        var tests = Configuration()
        tests.lintTests = true
        XCTAssertEqual(flaggedLines(text, tests), [4, 13])
    }

    func testFallbacksForSystemsOlderThanTheDuosAreNotLinted() {
        XCTAssertEqual(flaggedLines("""
            import UIKit
            final class Sizes {
                func width(of view: UIView) -> CGFloat {
                    if #available(iOS 26, *) {
                        return view.window?.windowScene?.screen.bounds.width ?? 0
                    } else {
                        return UIScreen.main.bounds.width
                    }
                }
                func height() -> CGFloat {
                    guard #available(iOS 17, *) else { return UIScreen.main.bounds.height }
                    return UIScreen.main.bounds.height
                }
                func scale() -> CGFloat {
                    if #available(iOS 30, *) { return 2 } else { return UIScreen.main.scale }
                }
                func legacy() -> CGFloat {
                    if #available(iOS 26, *), Bool.random() { return 1 } else { return UIScreen.main.scale }
                }
            }
            """), [12, 15, 18], "iOS 30 is newer than the Duo's first system; a check with another condition can fail for it")
    }

    /// `if #available(iOS 26, *) { return }` leaves the rest of its block to older systems, and a private
    /// function or property that only such code uses runs only there too.
    func testCodeAfterAnAvailabilityEarlyExitAndWhatOnlyItUsesAreNotLinted() {
        XCTAssertEqual(flaggedLines("""
            import UIKit
            final class Reader: UIViewController {
                private lazy var legacyBadge = UIView(frame: UIScreen.main.bounds)
                private lazy var sharedBadge = UIView(frame: UIScreen.main.bounds)
                func refreshBar() {
                    if #available(iOS 26, *) {
                        return
                    }
                    let width = UIScreen.main.bounds.width
                    rebuildLegacyBar(width)
                }
                func update() {
                    if #unavailable(iOS 26) { rebuildLegacyBar(0) }
                    view.addSubview(sharedBadge)
                }
                private func rebuildLegacyBar(_ width: CGFloat) {
                    view.addSubview(legacyBadge)
                    _ = UIScreen.main.scale
                }
                func layout() {
                    if #available(iOS 26, *) {
                        print("glass")
                    }
                    _ = UIScreen.main.bounds.height
                    if #available(iOS 30, *) { return }
                    _ = UIScreen.main.nativeScale
                }
                func helper() { _ = UIScreen.main.brightness }
                func sized(_ style: Int) -> CGFloat {
                    switch style {
                    case 0:
                        if #available(iOS 26, *) { return 0 }
                        return UIScreen.main.bounds.width
                    default:
                        return UIScreen.main.bounds.height
                    }
                }
            }
            final class Caller { func go(_ reader: Reader) { if #unavailable(iOS 26) { reader.helper() } } }
            """), [4, 24, 26, 28, 35], "a block that does not exit, a newer system than the Duo's, a function other code may call, another case of a switch")
    }

    func testMacOnlyRunTimeBranchesAreNotLinted() {
        XCTAssertEqual(flaggedLines("""
            import UIKit
            func inset() -> CGFloat {
                if ProcessInfo.processInfo.isMacCatalystApp { return UIScreen.main.bounds.width / 4 }
                return UIScreen.main.bounds.width / 8
            }
            """), [4])
    }

    /// iPhone Duo is a phone: a block that requires the pad idiom (directly, through an `isPad`/`isIPad` wrapper,
    /// beside other `,`/`&&` clauses) lays out an iPad; one with another way in (`||`), a negation or `!=`
    /// may run on a phone, as do its `else` and the code after it.
    func testPadOnlyRunTimeBranchesAreNotLinted() {
        XCTAssertEqual(flaggedLines("""
            import UIKit
            func anchor(_ popover: UIPopoverPresentationController?, in view: UIView?) {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    popover?.sourceRect = view?.bounds ?? UIScreen.main.bounds
                }
                if #available(iOS 17.0, *), UIDevice.current.isIPad, view != nil {
                    popover?.sourceRect = UIScreen.main.bounds
                } else {
                    popover?.sourceRect = UIScreen.main.bounds
                }
                if UIDevice.isPad || view == nil { popover?.sourceRect = UIScreen.main.bounds }
                if UIDevice.current.userInterfaceIdiom != .pad { popover?.sourceRect = UIScreen.main.bounds }
                if !UIDevice.isPad { popover?.sourceRect = UIScreen.main.bounds }
                popover?.sourceRect = UIScreen.main.bounds
            }
            """), [9, 11, 12, 13, 14])
    }

    func testPadCasesOfASwitchOverTheIdiomAreNotLinted() {
        XCTAssertEqual(flaggedLines("""
            import UIKit
            final class Panel: UIView {
                var width: CGFloat = 0
                func resize() {
                    switch traitCollection.userInterfaceIdiom {
                    case .pad:
                        width = UIScreen.main.bounds.width * 0.7
                    case .phone:
                        width = UIScreen.main.bounds.width
                    default:
                        width = UIScreen.main.bounds.width / 2
                    }
                    switch kind {
                    case .pad:
                        width = UIScreen.main.bounds.width
                    default:
                        break
                    }
                }
                var kind = Kind.pad
                enum Kind { case pad, page }
            }
            """), [9, 11, 15])
    }

    // MARK: Whole files

    private typealias Target = XcodeTargetMembership.Target

    func testConventionsCountOnlyBelowTheProjectRoot() {
        func classify(_ path: [String], imports: Set<String> = ["UIKit"]) -> RunsElsewhere.Kind? {
            FileRunsElsewhere.classify(pathBelowRoot: path, imports: imports, evidence: .init())?.kind
        }
        XCTAssertEqual(classify(["AppUITests", "LaunchTests.swift"]), .test)
        XCTAssertEqual(classify(["App", "FeedTests.swift"]), .test)
        XCTAssertNil(classify(["Contests", "Board.swift"]), "a folder that only ends in `tests`")
        XCTAssertNil(classify(["Board.swift"]), "a root in a folder named Tests is the caller's to cut off")
        XCTAssertEqual(classify(["App", "Check.swift"], imports: ["XCTest", "UIKit"]), .test)
        XCTAssertEqual(classify(["App", "Check.swift"], imports: ["Testing"]), .test)
        XCTAssertEqual(classify(["Mac", "Window.swift"], imports: ["AppKit"]), .otherPlatform)
        XCTAssertNil(classify(["Shared", "Window.swift"], imports: ["AppKit", "UIKit"]), "a file that also imports UIKit builds for iOS")
        // A folder named for another platform, as multi-platform repositories lay out their sources.
        XCTAssertEqual(classify(["Player tvOS", "Views", "Header.swift"]), .otherPlatform)
        XCTAssertEqual(classify(["Player-watchOS", "Face.swift"]), .otherPlatform)
        XCTAssertEqual(classify(["Player", "macOS", "Menu.swift"]), .otherPlatform)
        XCTAssertEqual(classify(["Player WatchKit Extension", "Glance.swift"]), .otherPlatform)
        XCTAssertEqual(FileRunsElsewhere.classify(pathBelowRoot: ["Player tvOS", "Header.swift"], imports: ["UIKit"], evidence: .init())?.why,
                       "in the tvOS folder Player tvOS/")
        XCTAssertNil(classify(["Player iOS", "Header.swift"]))
        XCTAssertNil(classify(["WatchHistory", "Row.swift"]), "a word of a folder's name, not a part of one")
        XCTAssertNil(classify(["Watch", "Row.swift"]), "a feature may be called Watch")
        XCTAssertNil(classify(["Player tvOS.swift"]), "the file's own name is not a folder")
    }

    func testTheProjectsTargetsOutweighNamesAndImports() {
        let app = Target(name: "App", isTest: false, platform: "iOS")
        let tests = Target(name: "AppTests", isTest: true, platform: "iOS")
        let watch = Target(name: "Watch", isTest: false, platform: "watchOS")
        func classify(_ targets: [Target], path: [String] = ["AppTests", "Helpers.swift"], imports: Set<String> = []) -> RunsElsewhere? {
            FileRunsElsewhere.classify(pathBelowRoot: path, imports: imports, evidence: .init(targets: targets.map { ("App.xcodeproj", $0) }))
        }
        XCTAssertNil(classify([app]), "an app target builds it, whatever its folder is called")
        XCTAssertNil(classify([tests, app]))
        XCTAssertEqual(classify([tests], path: ["Shared", "Helpers.swift"])?.kind, .test)
        XCTAssertEqual(classify([tests])?.why, "built only by test targets such as AppTests of App.xcodeproj")
        XCTAssertEqual(classify([watch], path: ["Shared", "Face.swift"], imports: ["UIKit"])?.kind, .otherPlatform)
        XCTAssertNil(classify([watch, app], path: ["Shared", "Face.swift"]))
        XCTAssertNil(classify([app], path: ["Player tvOS", "Shared.swift"]), "an iOS target builds it, whatever its folder is called")
        XCTAssertEqual(FileRunsElsewhere.classify(pathBelowRoot: ["Sources", "Kit.swift"], imports: [],
                                                  evidence: .init(packageTestTarget: "KitChecks"))?.kind, .test)
    }

    func testPackageTestTargetsAreReadFromTheManifest() {
        let manifest = SourceFile(path: "Package.swift", text: """
            let package = Package(name: "Kit", targets: [
                .target(name: "Kit"),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
                .testTarget(name: "KitChecks", path: "./Checks/"),
            ])
            """)
        let targets = PackageTestTargets.read(manifest)
        XCTAssertEqual(targets, [.init(name: "KitTests", path: "Tests/KitTests"), .init(name: "KitChecks", path: "Checks")])
        XCTAssertEqual(PackageTestTargets.target(holding: "Checks/Layout.swift", in: targets)?.name, "KitChecks")
        XCTAssertNil(PackageTestTargets.target(holding: "ChecksExtra/Layout.swift", in: targets))
        XCTAssertNil(PackageTestTargets.target(holding: "Sources/Kit/Layout.swift", in: targets))
    }

    // MARK: Xcode projects

    private func membership(_ objects: String, projectSettings: String = "") throws -> XcodeTargetMembership {
        let text = "// !$*UTF8*$!\n{\n\tobjects = {\n\(objects)\n\t\tP = {isa = PBXProject; \(projectSettings)mainGroup = G0; targets = (TA, TT, TW, ); };\n\t};\n\trootObject = P;\n}\n"
        let document = try ProjectDocument.read(path: "App.xcodeproj/project.pbxproj", bytes: Array(text.utf8)).get()
        return XcodeTargetMembership(project: document)
    }

    private static let targets = """
        TA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (SA, ); fileSystemSynchronizedGroups = (SY, ); };
        TT = {isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (ST, ); };
        TW = {isa = PBXNativeTarget; name = Watch; productType = "com.apple.product-type.application.watchapp2"; buildPhases = (SW, ); };
        """

    func testSourcesAreFoundThroughTheGroupTree() throws {
        let project = try membership(Self.targets + """
            G0 = {isa = PBXGroup; children = (G1, G2, F3, ); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; path = App/Screens; children = (F1, ); sourceTree = "<group>"; };
            G2 = {isa = PBXGroup; path = "./App//Screens/../Shared"; children = (F2, ); sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = Feed.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = ./Sizes.swift; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; path = Watch/Face.swift; sourceTree = SOURCE_ROOT; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            B3 = {isa = PBXBuildFile; fileRef = F2; };
            B4 = {isa = PBXBuildFile; fileRef = F3; };
            SA = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            ST = {isa = PBXSourcesBuildPhase; files = (B3, ); };
            SW = {isa = PBXSourcesBuildPhase; files = (B4, ); };
            """)
        XCTAssertTrue(project.listsSources)
        XCTAssertEqual(project.targets(building: "App/Screens/Feed.swift").map(\.name), ["App"])
        XCTAssertEqual(project.targets(building: "App/Shared/Sizes.swift").map(\.name), ["App", "AppTests"], "`.`, `..` and `//` folded")
        XCTAssertEqual(project.targets(building: "Watch/Face.swift").map(\.platform), ["watchOS"])
        XCTAssertEqual(project.targets(building: "App/Screens/Other.swift").map(\.name), [])
    }

    func testSynchronizedFoldersAndTheirExceptions() throws {
        let project = try membership(Self.targets + """
            G0 = {isa = PBXGroup; children = (SY, ); sourceTree = "<group>"; };
            SY = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, X2, ); path = "Écrans"; sourceTree = "<group>"; };
            X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Debug/Grid.swift, ); target = TA; };
            X2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Debug/Grid.swift, "Stub.swift", ); target = TT; };
            SA = {isa = PBXSourcesBuildPhase; files = (); };
            ST = {isa = PBXSourcesBuildPhase; files = (); };
            SW = {isa = PBXSourcesBuildPhase; files = (); };
            """)
        XCTAssertEqual(project.targets(building: "Écrans/Feed.swift").map(\.name), ["App"])
        XCTAssertEqual(project.targets(building: "Écrans/Debug/Grid.swift").map(\.name), ["AppTests"],
                       "an exception takes the file out of a target that lists the folder and into one that does not")
        XCTAssertEqual(project.targets(building: "Écrans/Stub.swift").map(\.name), ["App", "AppTests"])
        XCTAssertEqual(project.targets(building: "ÉcransBis/Feed.swift").map(\.name), [], "a folder whose name only starts the same")
        // The project spells the folder precomposed; a file system may hand the name over decomposed.
        XCTAssertEqual(project.targets(building: "E\u{301}crans/Feed.swift").map(\.name), ["App"])
        XCTAssertEqual(project.targets(building: "E\u{301}crans/Debug/Grid.swift").map(\.name), ["AppTests"])
    }

    // MARK: Deployment targets

    func testTheLowestDeploymentTargetOfATargetOrItsProject() throws {
        let project = try membership("""
            TA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = LA; buildPhases = (); };
            TT = {isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (); };
            TW = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = LW; buildPhases = (); };
            LA = {isa = XCConfigurationList; buildConfigurations = (CA1, CA2, ); };
            CA1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Debug; };
            CA2 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Release; };
            LW = {isa = XCConfigurationList; buildConfigurations = (CW, ); };
            CW = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "$(APP_TARGET)"; }; name = Debug; };
            LP = {isa = XCConfigurationList; buildConfigurations = (CP, ); };
            CP = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; }; name = Debug; };
            G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            """, projectSettings: "buildConfigurationList = LP; ")
        XCTAssertEqual(project.targets.map(\.iOSDeploymentTarget), [OSVersion("15.0"), OSVersion("17.0"), OSVersion("17.0")],
                       "the lowest of a target's configurations; the project's where a target says none it can read")
    }

    func testAPackagesIOSPlatform() {
        func read(_ text: String) -> OSVersion? { PackagePlatforms.iOSDeploymentTarget(in: SourceFile(path: "Package.swift", text: text)) }
        XCTAssertEqual(read("let p = Package(name: \"K\", platforms: [.macOS(.v13), .iOS(.v16)], targets: [])"), OSVersion(16))
        XCTAssertEqual(read("let p = Package(name: \"K\", platforms: [.iOS(.v17_2)])"), OSVersion("17.2"))
        XCTAssertEqual(read("let p = Package(name: \"K\", platforms: [.iOS(\"15.4\")])"), OSVersion("15.4"))
        XCTAssertNil(read("let p = Package(name: \"K\", platforms: [.macOS(.v13)])"))
    }
}
