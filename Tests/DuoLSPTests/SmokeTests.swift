import XCTest
@testable import DuoLSP
final class DuoLSPSmokeTests: XCTestCase { func testHello() { XCTAssertEqual(hello(), 42) } }
