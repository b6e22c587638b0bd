import XCTest
@testable import FixIts

/// Inputs on which a rule trapped, found by the `fixits` fuzz target or by cutting fixtures
/// (MutatedSourceTests); minimized and written out here. Before each fix the lint below trapped
/// (`Range requires lowerBound <= upperBound`), which ends the test process.
final class RuleFuzzRegressionTests: XCTestCase {
    /// DUO204 read the receiver of `.setViewController(` back from a token that cannot end an operand.
    func testSetViewControllerAfterAnOpenParenthesis() {
        let source = """
            import UIKit
            final class A: UIViewController {
                func f(x: UIViewController) {
                    show(.setViewController(x, for: .primary))
                }
            }
            """
        let findings = Linter().lint(SourceFile(path: "A.swift", text: source))
        XCTAssertFalse(findings.contains { $0.code == "DUO204" })
    }

    /// DUO112 took the token after a cut type's header for its method's body.
    func testMethodBodyLookupInATypeCutBeforeItsBody() {
        let source = """
            import UIKit
            final class B: UIViewController {
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIDevice.orientationDidChangeNotification, object: nil)
                }
            }
            extension B { @objc func rotated(
            """
        XCTAssertNoThrow(Linter().lint(SourceFile(path: "B.swift", text: source)))
    }
}
