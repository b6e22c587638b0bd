import SeededRandom
import SwiftLexer
import XCTest
@testable import FixIts

/// A lint that reuses the previous version's findings (`LintMemo`) reports exactly what a lint from
/// scratch reports: over files made of several rule fixtures each (many top-level items, types with
/// extensions elsewhere in the file, wrappers used across items), after seeded random edits one after
/// another, as typing makes them — each version linted both ways with the same workspace index.
final class IncrementalLintTests: XCTestCase {
    private static let pieces = [";", " ", ".", "x", "foo ", "(", ")", "{", "}", "\"", "\n", "//", "/*", "*/", "#if os(iOS)\n",
                                 "#endif\n", "let a = b", ",", "1", "?", "view", "bounds", ".width", "UIScreen.main", "self.",
                                 "override func viewDidLayoutSubviews() {", "extension ", "class "]

    private struct Outcome {
        var lints = 0
        var reusedItems = 0
        var checkedItems = 0
    }

    private func editAndCompare(_ name: String, _ original: [UInt8], steps: Int, generator: inout SplitMix64, outcome: inout Outcome) {
        let linter = Linter()
        let index = WorkspaceIndex()
        var bytes = original
        var memo: LintMemo?
        for step in 0 ... steps {
            if step > 0 { TypingEdit.apply(step: step, to: &bytes, typing: Self.pieces, using: &generator) }
            let store = TokenStore(text: bytes)
            var edited = EditedFile(SourceFile(path: name, bytes: bytes, store: store), after: memo)
            let declared = edited.declarations()
            let freshFile = SourceFile(path: name, bytes: bytes, store: store)
            XCTAssertEqual(declared, FileDeclarations(of: freshFile, names: .chains), "\(name) step \(step): declarations")
            index.update(name, declared)
            if memo != nil, let reused = edited.reusableFindings(configuration: linter.configuration, workspace: index) {
                outcome.reusedItems += reused.filter { $0 != nil }.count
                outcome.checkedItems += reused.filter { $0 == nil }.count
            }
            let (incremental, next) = linter.lint(edited, workspace: index)
            let fresh = linter.lint(freshFile, workspace: index)
            outcome.lints += 1
            if incremental != fresh {
                let missing = fresh.filter { !incremental.contains($0) }.map { "\($0.code) at \($0.range): \($0.message)" }
                let extra = incremental.filter { !fresh.contains($0) }.map { "\($0.code) at \($0.range): \($0.message)" }
                XCTFail("\(name) step \(step): reused lint differs from a fresh one; missing \(missing), extra \(extra)")
                return
            }
            memo = next
        }
    }

    func testRandomEditsOfFixtureFilesLintAsFromScratch() throws {
        let fixtures = try Fixture.all()
        var generator = SplitMix64(seed: 0x1C)
        var outcome = Outcome()
        // Files of eight fixtures each, in catalog order: several rules' shapes side by side.
        for start in stride(from: 0, to: fixtures.count, by: 8) {
            let group = fixtures[start ..< min(fixtures.count, start + 8)]
            let bytes = group.flatMap { $0.bytes + Array("\n".utf8) }
            editAndCompare("Group\(start).swift", bytes, steps: 16, generator: &generator, outcome: &outcome)
        }
        XCTAssertGreaterThan(outcome.lints, 300)
        // Most items of most versions are taken, not checked again: the test compares reuse, not only fresh lints.
        XCTAssertGreaterThan(outcome.reusedItems, outcome.checkedItems * 3, "\(outcome)")
    }

    /// A check reads its type's other members wherever they are: the `viewDidLoad` read of a controller is
    /// fine while an extension further down sets the frame again in `viewDidLayoutSubviews` (DUO110), and
    /// reported once that line is deleted — with the class's own item unchanged, and unrelated items
    /// between them (enough that the lint does not check the whole file again anyway). The class is
    /// checked again as the extension's family, and as an item that asked about names the extension holds
    /// (either alone is enough here; the test fails without both).
    func testAnEditOfAnExtensionRelintsItsType() {
        let before = """
        import UIKit

        final class PlayerViewController: UIViewController {
            let artwork = UIImageView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(artwork)
                artwork.frame = view.bounds
            }
        }

        struct Spacer {}
        struct Gap {}
        struct Margin {}
        struct Inset {}

        extension PlayerViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                artwork.frame = view.bounds
            }
        }

        """
        let after = before.replacingOccurrences(of: "        super.viewDidLayoutSubviews()\n        artwork.frame = view.bounds\n",
                                                with: "        super.viewDidLayoutSubviews()\n")
        XCTAssertNotEqual(before, after)
        let (first, memo) = lint(before, after: nil)
        XCTAssertEqual(first.map(\.code), [])
        let (second, _) = lint(after, after: memo, unchanged: [true, true, true, true, true, false])
        XCTAssertEqual(second.map(\.code), ["DUO110"])
    }

    /// A check that asks about a name anywhere in the file depends on every item holding it: DUO303's
    /// title fix is safe in a file that localizes nothing, and unsafe (the English title may not be the
    /// app's) once an unrelated type of the file calls `NSLocalizedString` — with the bar item's own
    /// item unchanged, and in no family with the edited one.
    func testAnEditOfAnotherTypeRelintsTheItemsThatAskedAboutItsNames() {
        let before = """
        import UIKit

        final class ShareViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain,
                                                                    target: self, action: #selector(share))
            }

            @objc func share() {}
        }

        struct Gap {}
        struct Margin {}
        struct Inset {}

        enum Strings {
            static let title = "Title"
        }

        """
        let after = before.replacingOccurrences(of: "static let title = \"Title\"", with: "static let title = NSLocalizedString(\"title\", comment: \"\")")
        XCTAssertNotEqual(before, after)
        let (first, memo) = lint(before, after: nil)
        XCTAssertEqual(first.map(\.code), ["DUO303"])
        XCTAssertEqual(first.first?.fixes.first?.safety, .safe)
        let (second, _) = lint(after, after: memo, unchanged: [true, true, true, true, false])
        XCTAssertEqual(second.map(\.code), ["DUO303"])
        XCTAssertEqual(second.first?.fixes.first?.safety, .unsafe)
    }

    /// What a check reads of its own type's other blocks (set-up code reached from `init` through an
    /// extension) is not asked of other items: the type's family is checked again with any of its members,
    /// and an edit of another type that names it (`PanelController()`) reuses the type's findings.
    func testAFamilysBlocksAreNotAskedOfOtherItems() {
        let before = """
        import UIKit

        final class PanelController: UIViewController {
            private var width: CGFloat = 0

            init() {
                super.init(nibName: nil, bundle: nil)
                measure()
            }

            required init?(coder: NSCoder) { nil }
        }

        private extension PanelController {
            func measure() {
                width = UIScreen.main.bounds.width
            }
        }

        struct Gap {}
        struct Margin {}

        final class Host: UIViewController {
            private let panel = PanelController()

            func show() {}
        }

        """
        let after = before.replacingOccurrences(of: "    func show() {}\n", with: "    func show() { present(panel, animated: true) }\n")
        XCTAssertNotEqual(before, after)
        let (first, memo) = lint(before, after: nil)
        XCTAssertEqual(first.map(\.code), ["DUO101"])
        XCTAssertEqual(first.first?.fixes, [], "set-up code (init → measure in an extension): no rewrite to the view's bounds")
        let (second, secondMemo) = lint(after, after: memo, unchanged: [true, true, true, true, false])
        XCTAssertEqual(second.map(\.code), ["DUO101"])
        // The type's two blocks and `Gap` reused; `Margin` neighbours the edited item.
        XCTAssertEqual(secondMemo.reusedItems, 3)
    }

    /// A batch lint's memo records nothing of what its checks asked: the next version is read whole.
    func testAMemoNotKeptIsNotReused() {
        let text = "import UIKit\nstruct A {}\nstruct B { let w = UIScreen.main.bounds.width }\nstruct C {}\nstruct D {}\n"
        let linter = Linter()
        let (_, memo) = linter.lint(EditedFile(SourceFile(path: "Batch.swift", text: text)), workspace: nil, keepingMemo: false)
        var next = EditedFile(SourceFile(path: "Batch.swift", text: text + "struct E {}\n"), after: memo)
        _ = next.declarations()
        XCTAssertEqual(next.matched.map { $0 != nil }, [false, false, false, false, false])
        XCTAssertEqual(linter.lint(next, workspace: nil).diagnostics, linter.lint(SourceFile(path: "Batch.swift", text: text + "struct E {}\n")))
    }

    /// One version linted as the editor does: its declarations read (item by item, reusing the memo's),
    /// then its findings; `unchanged`: which items the version is expected to share with the memo's.
    private func lint(_ text: String, after memo: LintMemo?, unchanged: [Bool]? = nil) -> ([Diagnostic], LintMemo) {
        var edited = EditedFile(SourceFile(path: "Edited.swift", text: text), after: memo)
        _ = edited.declarations()
        if let unchanged { XCTAssertEqual(edited.matched.map { $0 != nil }, unchanged, "the items the edit did not change") }
        return Linter().lint(edited, workspace: nil)
    }
}
