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

    /// A lookup has no distance bound: a binding thousands of declarations
    /// away is found, and each block's declarations are read once however
    /// many lookups pass through it.
    func testALookupFindsABindingDeclaredThousandsOfDeclarationsAway() {
        let near = "let insets = view.safeAreaInsets\n"
        var far = "let faraway = 1\n"
        for index in 0 ..< 5_000 { far += "let filler\(index) = \(index)\n" }
        let use = "let width = view.bounds.width - insets.left * 2 + faraway\n"
        let file = SourceFile(path: "Far.swift", text: far + near + use)
        let point = file.count - 3
        XCTAssertNotNil(file.bindings.lookup("insets", at: point, in: file))
        XCTAssertNotNil(file.bindings.lookup("faraway", at: point, in: file))
        XCTAssertEqual(file.bindings.visible(at: point).first?.name, "insets", "nearest first")
        for filler in 0 ..< 5_000 { _ = file.bindings.lookup("filler\(filler)", at: point, in: file) }
        XCTAssertEqual(file.bindings.declarationsRead, 5_003, "each declaration read once")
    }

    /// Issue 14: `UIWindow(frame:)` lines in a function with a `UIWindowScene`
    /// parameter (200 KB took 3 s, and past the first thousand lines the
    /// parameter was out of the lookup's reach, so no fix was offered).
    /// Every finding gets the fix, and the function's declarations are read
    /// once, not once per finding.
    func testEveryWindowInALongFunctionFindsTheSceneParameter() {
        for statement in ["    _ = UIWindow(frame: UIScreen.main.bounds)\n", "    let w = UIWindow(frame: UIScreen.main.bounds)\n"] {
            let count = 4_000
            let text = "import UIKit\nfunc f(s: UIWindowScene) {\n" + String(repeating: statement, count: count) + "}\n"
            let file = SourceFile(path: "Windows.swift", text: text)
            let findings = Linter().lint(file).filter { $0.code == "DUO102" }
            XCTAssertEqual(findings.count, count, statement)
            XCTAssertEqual(findings.filter { $0.fixes.first?.title == "Use UIWindow(windowScene: s)" }.count, count, statement)
            XCTAssertLessThanOrEqual(file.bindings.declarationsRead, count, "declarations read again per finding")
        }
    }
}
