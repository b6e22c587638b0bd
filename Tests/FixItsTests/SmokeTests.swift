import XCTest
@testable import FixIts
final class FixItsSmokeTests: XCTestCase { func testBuilds() { XCTAssertTrue(true) } }
