import XCTest
@testable import JSONRPC
final class JSONRPCSmokeTests: XCTestCase { func testBuilds() { XCTAssertTrue(true) } }
