import XCTest
@testable import FixIts

/// A rule's work stays near its trigger however large the file
/// (ARCHITECTURE: "never a rescan per token"). These files made binding
/// lookups quadratic: each walked back over every top-level declaration
/// before it. They must finish (no timing is asserted) with every finding.
final class LargeSourceTests: XCTestCase {
    /// 3,000 scene delegates in one file: each `UIWindow(frame:)` looks for
    /// a `UIWindowScene` in scope, and finds the one in its own method.
    func testEveryLookupInAFileOfThousandsOfDeclarationsFindsItsBinding() {
        let count = 3_000
        var text = "import UIKit\n"
        for index in 0 ..< count {
            text += """
                final class SceneDelegate\(index): UIResponder {
                    func scene(_ scene: UIScene) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(frame: .zero)
                        window.windowScene = windowScene
                    }
                }

                """
        }
        let findings = Linter().lint(SourceFile(path: "Scenes.swift", text: text)).filter { $0.code == "DUO102" }
        XCTAssertEqual(findings.count, count)
        XCTAssertEqual(findings.filter { $0.fixes.first?.title == "Use UIWindow(windowScene: windowScene)" }.count, count)
    }

    /// The bound on a lookup's walk: a binding within it is found; one
    /// beyond it (thousands of top-level declarations away) is not, and a
    /// rule then offers no fix rather than a guess.
    func testALookupWalksBackAtMostItsBound() {
        let near = "let insets = view.safeAreaInsets\n"
        var far = "let faraway = 1\n"
        for index in 0 ..< BindingTable.maximumSteps { far += "let filler\(index) = \(index)\n" }
        let use = "let width = view.bounds.width - insets.left * 2 + faraway\n"
        let file = SourceFile(path: "Far.swift", text: far + near + use)
        let point = file.count - 3
        XCTAssertNotNil(file.bindings.lookup("insets", at: point, in: file))
        XCTAssertNil(file.bindings.lookup("faraway", at: point, in: file), "walked further than maximumSteps")
        XCTAssertEqual(file.bindings.visible(at: point).first?.name, "insets", "nearest first")
    }
}
