import XCTest
@testable import FixIts

/// The words rules judge a name by: split at case changes, digits and underscores, lowercased.
final class NameWordsTests: XCTestCase {
    func testSplitsAtCaseChangesAcronymsDigitsAndUnderscores() {
        XCTAssertEqual(NameWords.split("foldX"), ["fold", "x"])
        XCTAssertEqual(NameWords.split("preferredMaxLayoutWidth"), ["preferred", "max", "layout", "width"])
        XCTAssertEqual(NameWords.split("UIScreen"), ["ui", "screen"])
        XCTAssertEqual(NameWords.split("URLSession"), ["url", "session"])
        XCTAssertEqual(NameWords.split("width2x"), ["width", "2", "x"])
        XCTAssertEqual(NameWords.split("_half_width"), ["half", "width"])
        XCTAssertEqual(NameWords.split("`default`"), ["default"])
        XCTAssertEqual(NameWords.split("$binding"), ["binding"])
        XCTAssertEqual(NameWords.split(""), [])
        // Longer than a small string, and bytes that are not ASCII letters stay in their word.
        XCTAssertEqual(NameWords.split("supercalifragilisticWidth"), ["supercalifragilistic", "width"])
        XCTAssertEqual(NameWords.split("größeBreite"), ["größe", "breite"])
    }

    func testContainsWholeWordsOnly() {
        XCTAssertTrue(NameWords.contains("foldOffset", anyOf: ["fold"]))
        XCTAssertTrue(NameWords.contains("screenHalfWidth", anyOf: ["half", "quarter"]))
        XCTAssertFalse(NameWords.contains("scaffoldX", anyOf: ["fold"]))
        XCTAssertFalse(NameWords.contains("", anyOf: ["fold"]))
    }
}

/// Byte-for-byte substring tests (`TextSearch`), plain and with ASCII letters folded.
final class TextSearchTests: XCTestCase {
    func testFindsPartsByteForByte() {
        XCTAssertTrue("setupConstraints".containsBytes(of: "onstraint"))
        XCTAssertFalse("setupconstraints".containsBytes(of: "Constraint"))
        XCTAssertTrue("x".containsBytes(of: ""))
        XCTAssertFalse("ab".containsBytes(of: "abc"))
        XCTAssertTrue("aab".containsBytes(of: "ab"), "a partial match does not hide the next start")
    }

    func testFindsLowercasePartsWithLettersFolded() {
        XCTAssertTrue("KeyboardToolbar".containsLowercased("keyboard"))
        XCTAssertTrue("FACEID".containsLowercased("faceid"))
        XCTAssertFalse("rowCount".containsLowercased("column"))
        XCTAssertTrue("itemsPerRow".containsLowercased("row"))
        XCTAssertFalse("Fa".containsLowercased("face"))
    }
}
