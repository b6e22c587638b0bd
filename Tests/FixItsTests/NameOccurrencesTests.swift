import XCTest
@testable import FixIts

/// `SourceFile.names` answers what a scan of every identifier would, for whole names and for prefixes,
/// over every fixture (names in strings and comments are not identifiers and must not be found).
final class NameOccurrencesTests: XCTestCase {
    func testOccurrencesAreTheIdentifiersSpelledSo() throws {
        var checkedNames = 0
        for fixture in try Fixture.all().prefix(60) {
            let file = SourceFile(path: fixture.name, bytes: fixture.bytes)
            let identifiers = (0 ..< file.count).filter { file.kind($0) == .identifier }
            let names = Set(identifiers.map { file.text($0) }).sorted().prefix(40)
            for name in names {
                XCTAssertEqual(file.names.of(name), identifiers.filter { file.text($0) == name }, "\(fixture.name): \(name)")
                // Within a range (both ends, empty, the whole file): what filtering the scan gives.
                for range in [0 ..< file.count / 2, file.count / 3 ..< file.count, 5 ..< 5, 0 ..< file.count] {
                    XCTAssertEqual(Array(file.names.of(name, within: range)), identifiers.filter { range.contains($0) && file.text($0) == name },
                                   "\(fixture.name): \(name) within \(range)")
                }
                // Asked again: the remembered answer is the same.
                XCTAssertEqual(file.names.of(name), identifiers.filter { file.text($0) == name }, "\(fixture.name): \(name), again")
                checkedNames += 1
            }
            // Several names in one scan: what asking each gives, merged in order.
            let asked = Array(names.prefix(3)) + ["noSuchName"]
            XCTAssertEqual(file.names.scan(for: asked), asked.flatMap { file.names.of($0) }.sorted(), "\(fixture.name): scan for \(asked)")
            XCTAssertEqual(file.names.find(asked, by: .chains), file.names.find(asked, by: .scan), "\(fixture.name): both lookups")
            for prefix in ["preview", "UI", "is", "x"] {
                XCTAssertEqual(file.names.of(prefix: prefix),
                               identifiers.filter { let text = file.text($0); return text.hasPrefix(prefix) && text.count > prefix.count },
                               "\(fixture.name): prefix \(prefix)")
            }
        }
        XCTAssertGreaterThan(checkedNames, 500)
        let inText = SourceFile(path: "t.swift", bytes: Array("let a = \"previewLayout\" // previewLayout\nlet b = a.previewLayout\n".utf8))
        XCTAssertEqual(inText.names.of(prefix: "preview").map { inText.text($0) }, ["previewLayout"])
        XCTAssertEqual(inText.names.of("a").count, 2)
        XCTAssertEqual(inText.names.of(""), [])
    }
}

/// A version edited without touching an identifier takes the previous version's chains (`adoptChains`,
/// through `EditedFile`); its answers are still its own identifiers, at their new places. A version whose
/// identifiers changed builds its own.
final class AdoptedNameChainsTests: XCTestCase {
    private let text = """
        final class Header: UIView {
            let label = UILabel()
            override func layoutSubviews() {
                label.frame = bounds
                label.sizeToFit()
            }
        }
        let label = 1

        """

    private func edited(_ before: String, _ after: String) -> SourceFile {
        let first = SourceFile(path: "Header.swift", text: before)
        var edited = EditedFile(first)
        _ = edited.declarations()
        let (_, memo) = Linter().lint(edited, workspace: nil)
        XCTAssertFalse(first.names.of("label").isEmpty, "the first version's chains are built")
        return EditedFile(SourceFile(path: "Header.swift", text: after), after: memo).file
    }

    private func identifiers(spelled name: String, in file: SourceFile) -> [Int] {
        (0 ..< file.count).filter { file.kind($0) == .identifier && file.text($0) == name }
    }

    func testAnswersAfterEditsWithAndWithoutIdentifiersAreTheNewVersionsOwn() {
        let edits = [
            text.replacingOccurrences(of: "label.frame = bounds", with: "label.frame = bounds;"),     // a new token, no identifier
            text.replacingOccurrences(of: "UILabel()\n", with: "UILabel( )\n\n\n"),                 // lines and a space
            text.replacingOccurrences(of: "label.sizeToFit()", with: "labels.sizeToFit()"),         // an identifier respelled
            text.replacingOccurrences(of: "let label = 1", with: "let label = 1\nlet other = label"), // identifiers added
        ]
        for (number, after) in edits.enumerated() {
            let file = edited(text, after)
            XCTAssertEqual(file.names.adoptedChains, number < 2, "edit \(number): chains taken only when no identifier changed")
            for name in ["label", "labels", "bounds", "other", "Header"] {
                XCTAssertEqual(file.names.of(name), identifiers(spelled: name, in: file), "\(name) after:\n\(after)")
            }
        }
    }
}
