import FixIts
import XCTest

/// A `Diagnostic` keeps all but its place in a shared box (copied a dozen times on its way to the
/// editor): it must still behave as a value. A copy changed in any field leaves the original as it was.
final class DiagnosticValueTests: XCTestCase {
    private func finding() -> Diagnostic {
        Diagnostic(code: "DUO101", name: "main-screen", severity: .warning, message: "first", range: 4 ..< 9,
                   fixes: [Fix(title: "Use the view's bounds", safety: .safe, edits: [TextEdit(range: 4 ..< 9, newText: "bounds")])])
    }

    func testACopyChangedInAnyFieldLeavesTheOriginalAsItWas() {
        let original = finding()
        let changes: [(String, (inout Diagnostic) -> Void)] = [
            ("code", { $0.code = "DUO102" }), ("name", { $0.name = "other" }), ("severity", { $0.severity = .error }),
            ("message", { $0.message = "second" }), ("fixes", { $0.fixes = [] }), ("deprecation", { $0.isDeprecation = true }),
            ("related", { $0.related = [RelatedLocation(path: "/a.swift", line: 3, message: "declared here")] }),
            ("range", { $0.range = 10 ..< 12 }),
        ]
        for (field, change) in changes {
            var copy = original
            change(&copy)
            XCTAssertNotEqual(copy, original, field)
            XCTAssertEqual(original, finding(), "the original's \(field) changed with its copy's")
        }
    }

    func testEqualFieldsMakeEqualDiagnosticsWhetherOrNotTheyShareTheirBox() {
        var shared = finding()
        let copy = shared
        XCTAssertEqual(shared, copy)
        XCTAssertEqual(finding(), finding())
        shared.message = "first"
        XCTAssertEqual(shared, copy, "set to the same message: still equal")
    }
}
