import XCTest
@testable import FixIts

/// A baseline matches findings by rule, file, flagged text and line, never
/// by line number.
final class BaselineTests: XCTestCase {
    private let source = """
        import UIKit
        final class V: UIView {
            func a() { let s = UIScreen.main.scale; print(s) }
            func b() { let t = UIScreen.main.scale; print(t) }
        }

        """

    private func findings(_ text: String) -> (SourceFile, [Diagnostic]) {
        let file = SourceFile(path: "V.swift", text: text)
        return (file, Linter().lint(file))
    }

    private func baseline(of text: String, path: String = "V.swift") -> Baseline {
        let (file, diagnostics) = findings(text)
        return Baseline(entries: diagnostics.map { Baseline.entry(for: $0, bytes: file.bytes, lines: file.lines, path: path) })
    }

    private func newFindings(_ text: String, against baseline: Baseline, path: String = "V.swift") -> [Diagnostic] {
        let (file, diagnostics) = findings(text)
        return baseline.newFindings(diagnostics, bytes: file.bytes, lines: file.lines, path: path)
    }

    func testEverythingBaselinedReportsNothing() {
        XCTAssertEqual(findings(source).1.count, 2)
        XCTAssertEqual(newFindings(source, against: baseline(of: source)).count, 0)
    }

    func testLinesInsertedAboveKeepTheMatch() {
        let edited = "// a comment\n\n// another\n" + source
        XCTAssertEqual(newFindings(edited, against: baseline(of: source)).count, 0)
    }

    func testRenamingAVariableNearAFindingKeepsTheMatch() {
        let edited = source.replacingOccurrences(of: "let s =", with: "let scale =").replacingOccurrences(of: "print(s)", with: "print(scale)")
        XCTAssertEqual(newFindings(edited, against: baseline(of: source)).count, 0)
    }

    func testANewCopyOfABaselinedFindingIsReported() {
        let edited = source.replacingOccurrences(of: "    func b()", with: "    func c() { _ = UIScreen.main.scale }\n    func b()")
        let new = newFindings(edited, against: baseline(of: source))
        XCTAssertEqual(new.count, 1)
        XCTAssertEqual(new.first.map { SourceFile(path: "V.swift", text: edited).lines.line(of: $0.range.lowerBound) }, 3)
    }

    func testChangedFlaggedTextIsNew() {
        let edited = source.replacingOccurrences(of: "let t = UIScreen.main.scale", with: "let t = UIScreen.main.nativeScale")
        XCTAssertEqual(newFindings(edited, against: baseline(of: source)).map(\.code), ["DUO101"])
    }

    func testBaselinesAreFileSpecificAndOrderFree() {
        let recorded = Baseline(entries: baseline(of: source, path: "B.swift").entries.reversed() + baseline(of: source, path: "A.swift").entries)
        XCTAssertEqual(newFindings(source, against: recorded, path: "A.swift").count, 0)
        XCTAssertEqual(newFindings(source, against: recorded, path: "B.swift").count, 0)
        XCTAssertEqual(newFindings(source, against: recorded, path: "C.swift").count, 2)
    }

    func testRemovedFindingsLeaveStaleEntriesThatMatchNothing() {
        let fixed = source.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale")
        XCTAssertEqual(findings(fixed).1.count, 0)
        XCTAssertEqual(baseline(of: fixed).entries.count, 0, "a rewritten baseline drops the findings that are gone")
    }
}
