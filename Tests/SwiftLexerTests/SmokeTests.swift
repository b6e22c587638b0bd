import XCTest
@testable import SwiftLexer
final class SwiftLexerSmokeTests: XCTestCase { func testBuilds() { XCTAssertTrue(true) } }
