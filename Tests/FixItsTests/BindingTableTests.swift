import XCTest
@testable import FixIts

final class BindingTableTests: XCTestCase {
    /// The code index of the `occurrence`-th token spelled `word`.
    private func index(of word: String, occurrence: Int = 1, in file: SourceFile) -> Int {
        var seen = 0
        for i in 0 ..< file.count where file.text(i) == word {
            seen += 1
            if seen == occurrence { return i }
        }
        XCTFail("no occurrence \(occurrence) of \(word)")
        return 0
    }

    private func initializerText(_ binding: Binding, in file: SourceFile) -> String {
        binding.initializer.isEmpty ? "" : file.text(from: binding.initializer.lowerBound, through: binding.initializer.upperBound - 1)
    }

    func testLookupFindsTheInnermostDeclarationBeforeTheUse() {
        let file = SourceFile(path: "a.swift", text: """
            func layout() {
                let width = 10
                if ready {
                    let width = view.bounds.width
                    use(width)
                }
                use(width)
            }
            """)
        let inner = file.bindings.lookup("width", at: index(of: "width", occurrence: 4, in: file), in: file)
        XCTAssertEqual(inner.map { initializerText($0, in: file) }, "view.bounds.width")
        let outer = file.bindings.lookup("width", at: index(of: "width", occurrence: 5, in: file), in: file)
        XCTAssertEqual(outer.map { initializerText($0, in: file) }, "10")
    }

    func testABindingIsNotVisibleInItsOwnInitializer() {
        let file = SourceFile(path: "a.swift", text: "func f() {\n    let size = size * 2\n}\n")
        XCTAssertNil(file.bindings.lookup("size", at: index(of: "size", occurrence: 2, in: file), in: file))
    }

    func testInitializerRunsAcrossContinuationLinesAndStopsAtTheNextStatement() {
        let file = SourceFile(path: "a.swift", text: """
            func f() {
                let inset = view.safeAreaInsets
                    .left * 2
                let other = 1
            }
            """)
        let binding = file.bindings.lookup("inset", at: index(of: "other", in: file), in: file)
        XCTAssertEqual(binding.map { initializerText($0, in: file) }, "view.safeAreaInsets\n        .left * 2")
    }

    /// The server lints half-typed code: a file that ends right after `=` must not trap.
    func testHalfTypedDeclarationsAtTheEndOfTheFile() {
        for text in ["let x =", "func f() {\n    let x =", "var y: CGFloat =", "let z", "let"] {
            let file = SourceFile(path: "a.swift", text: text)
            let names = file.bindings.visible(at: file.count).map(\.name)
            XCTAssertLessThanOrEqual(names.count, 1, text)
            if let binding = file.bindings.lookup("x", at: file.count, in: file) {
                XCTAssertTrue(binding.initializer.isEmpty, text)
            }
        }
    }
}
