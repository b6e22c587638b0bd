import SeededRandom
import XCTest
@testable import FixIts

/// The workspace index: what it reads of a file, the answers it gives across files, and that keeping it
/// current file by file gives exactly the index built afresh.
final class WorkspaceIndexTests: XCTestCase {
    private func declarations(_ text: String, path: String = "A.swift") -> FileDeclarations {
        FileDeclarations(of: SourceFile(path: path, text: text))
    }

    func testReadsTypesExtensionsAndControlWrappers() {
        let found = declarations("""
            import SwiftUI
            class BaseController: UIViewController {}
            struct CancelItem: ToolbarContent { var body: some ToolbarContent { ToolbarItem { Text("x") } } }
            extension Feed: View, Identifiable {}
            struct CloseButton: View { var body: some View { Button(role: .close) { } } }
            struct StampButton: View { var body: some View { Button(action: {}) { Image("stamp") } } }
            class func notAType() {}
            """)
        XCTAssertEqual(found.types.map(\.name), ["BaseController", "CancelItem", "Feed", "CloseButton", "StampButton"])
        XCTAssertEqual(found.types.first { $0.name == "Feed" }?.inherited, ["View", "Identifiable"])
        XCTAssertEqual(found.controlWrappers, [.init(view: "CloseButton", control: "Button")])
    }

    func testRecordsWrappersThatAreTheTestNotValuesChosenByIt() {
        let found = declarations("""
            extension UIDevice {
                func isTablet() -> Bool { userInterfaceIdiom == .pad }
                static var isHandset: Bool { current.userInterfaceIdiom == .phone }
                var maxWidth: CGFloat { userInterfaceIdiom == .phone ? .infinity : 400 }
                private var isPrivatePad: Bool { userInterfaceIdiom == .pad }
            }
            extension UIInterfaceOrientationMask {
                static var portraitOnHandset: Self { UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all }
            }
            enum Screen {
                static let width = UIScreen.main.bounds.width
                static var defaultWidth = UIScreen.main.bounds.width
                static var pixels: CGFloat { 3 * UIScreen.main.scale }
            }
            var isPortraitLayout: Bool { UIApplication.shared.statusBarOrientation.isPortrait }
            """)
        let byName = Dictionary(uniqueKeysWithValues: found.wrappers.map { ($0.name, $0) })
        XCTAssertEqual(Set(byName.keys), ["isTablet", "isHandset", "portraitOnHandset", "width", "isPortraitLayout"])
        XCTAssertEqual(byName["isTablet"]?.hazard, .idiom)
        XCTAssertEqual(byName["isTablet"]?.isFunction, true)
        XCTAssertEqual(byName["isHandset"]?.owner, "UIDevice")
        XCTAssertEqual(byName["portraitOnHandset"]?.hazard, .orientationLockByIdiom)
        XCTAssertEqual(byName["width"]?.hazard, .mainScreen)
        XCTAssertEqual(byName["isPortraitLayout"]?.hazard, .orientation)
        XCTAssertNil(byName["isPortraitLayout"]?.owner)
    }

    func testAnswersAcrossFiles() {
        let index = WorkspaceIndex()
        index.update("Base.swift", declarations("class BaseController: UIViewController {}\nclass ListController: BaseController {}"))
        index.update("Feed.swift", declarations("struct Feed {}\nextension Feed: View {}\nstruct Item: ToolbarContent {}"))
        XCTAssertTrue(index.inherits("ListController", "UIViewController"))
        XCTAssertTrue(index.inherits("Feed", "View"))
        XCTAssertFalse(index.inherits("Feed", "ToolbarContent"))
        XCTAssertEqual(index.superclass(of: "ListController"), "BaseController")
        // A role from a superclass declared in another file, not from the name.
        let file = SourceFile(path: "Screen.swift", text: "final class Screen: ListController {\n    func f() { let s = 1 }\n}")
        file.workspace = index
        XCTAssertEqual(InstanceContext(at: file.count - 4, in: file).role, .viewController)
        file.workspace = nil
        XCTAssertEqual(InstanceContext(at: file.count - 4, in: file).role, .other)
    }

    /// A view that chooses between views counts as a control when each branch is one, in whichever file.
    func testChoosingViewsCountAsControlsThroughOtherFiles() {
        let index = WorkspaceIndex()
        index.update("Share.swift", declarations("""
            struct ShareControl: View {
                var body: some View {
                    if #available(iOS 16, *) { SystemShare() } else if compact { ShareLink(item: url) } else { OldShare() }
                }
            }
            struct SystemShare: View { var body: some View { ShareLink(item: url) } }
            """))
        XCTAssertNil(index.control(wrappedBy: "ShareControl"), "OldShare is not known yet")
        index.update("Old.swift", declarations("struct OldShare: View { var body: some View { Button { go() } label: { Label(\"Share\", systemImage: \"square.and.arrow.up\") } } }"))
        XCTAssertEqual(index.control(wrappedBy: "ShareControl"), "ShareLink")
        index.update("Old.swift", declarations("struct OldShare: View { var body: some View { Image(\"share\") } }"))
        XCTAssertNil(index.control(wrappedBy: "ShareControl"))
        XCTAssertEqual(index.update("Share.swift", declarations("struct ShareControl: View { var body: some View { if on { SystemShare() } } }")),
                       ["ShareControl", "SystemShare"], "a choice without `else` may show nothing")
        XCTAssertNil(index.control(wrappedBy: "ShareControl"))
    }

    func testUpdateSaysWhichNamesChanged() {
        let index = WorkspaceIndex()
        XCTAssertEqual(index.update("A.swift", declarations("extension UIDevice { var isTablet: Bool { userInterfaceIdiom == .pad } }")),
                       ["UIDevice", "isTablet"])
        // The same declarations again, and an edit elsewhere in the file: nothing changed.
        XCTAssertEqual(index.update("A.swift", declarations("extension UIDevice { var isTablet: Bool { userInterfaceIdiom == .pad } }")), [])
        XCTAssertEqual(index.update("A.swift", declarations("extension UIDevice { var isTablet: Bool { userInterfaceIdiom == .pad } }\nlet a = 1")), [])
        XCTAssertEqual(index.update("A.swift", declarations("extension UIDevice { var isTablet: Bool { userInterfaceIdiom == .phone } }")), ["isTablet"])
        XCTAssertEqual(index.remove("A.swift"), ["UIDevice", "isTablet"])
        XCTAssertEqual(index.fileCount, 0)
    }

    /// Random edits across several files, each file's declarations updated as it changes: the index then
    /// answers exactly as one built from the final texts.
    func testIncrementalUpdatesEqualARebuild() {
        let pieces = [
            "class BaseController: UIViewController {}\n", "class ListController: BaseController {}\n",
            "struct Card: View { var body: some View { Button(\"Done\") {} } }\n", "extension Card: Identifiable {}\n",
            "struct Pick: View { var body: some View { if #available(iOS 16, *) { Card() } else { Link(\"Go\", destination: u) } } }\n",
            "extension UIDevice { func isTablet() -> Bool { userInterfaceIdiom == .pad } }\n",
            "var isPortraitLayout: Bool { UIDevice.current.orientation.isPortrait }\n",
            "enum Screen { static let side = UIScreen.main.bounds.width }\n", "struct Item: ToolbarContent {}\n",
            "func helper() { let x = 1 }\n", "// struct InAComment: View {}\n", "let text = \"class Fake: UIView {}\"\n", "{", "}", ":", "static ",
        ]
        var random = SplitMix64(seed: 17)
        for round in 0 ..< 40 {
            var texts = (0 ..< 5).map { _ in (0 ..< 4).map { _ in pieces[random.int(pieces.count)] }.joined() }
            let incremental = WorkspaceIndex()
            for (file, text) in texts.enumerated() { incremental.update("F\(file).swift", declarations(text, path: "F\(file).swift")) }
            for _ in 0 ..< 30 {
                let file = random.int(texts.count)
                var bytes = Array(texts[file].utf8)
                let at = random.int(bytes.count + 1)
                if random.int(3) == 0, !bytes.isEmpty {
                    bytes.removeSubrange(at ..< min(bytes.count, at + random.int(24) + 1))
                } else {
                    bytes.insert(contentsOf: Array(pieces[random.int(pieces.count)].utf8), at: at)
                }
                texts[file] = String(decoding: bytes, as: UTF8.self)
                if random.int(5) == 0 {
                    incremental.remove("F\(file).swift")
                    texts[file] = ""
                } else {
                    incremental.update("F\(file).swift", declarations(texts[file], path: "F\(file).swift"))
                }
            }
            let rebuilt = WorkspaceIndex()
            for (file, text) in texts.enumerated() { rebuilt.update("F\(file).swift", declarations(text, path: "F\(file).swift")) }
            XCTAssertEqual(incremental.allDeclarations, rebuilt.allDeclarations, "round \(round)")
            let names = Set(rebuilt.allDeclarations.values.flatMap { $0.types.map(\.name) + $0.wrappers.map(\.name) } + ["Card", "Item", "UIDevice", "Pick"])
            for name in names {
                XCTAssertEqual(incremental.typeDeclarations(named: name), rebuilt.typeDeclarations(named: name), "round \(round): \(name)")
                XCTAssertEqual(incremental.wrappers(named: name), rebuilt.wrappers(named: name), "round \(round): \(name)")
                XCTAssertEqual(incremental.control(wrappedBy: name), rebuilt.control(wrappedBy: name), "round \(round): \(name)")
                XCTAssertEqual(incremental.inherits(name, "View"), rebuilt.inherits(name, "View"), "round \(round): \(name)")
            }
            XCTAssertEqual(incremental.wrapperTriggers()?.names, rebuilt.wrapperTriggers()?.names, "round \(round)")
        }
    }
}
