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
