import Foundation
import XCTest
@testable import FixIts

/// The one-thread rule (`SourceFile.checkOwningThread`): a file's lazily filled caches are filled on the
/// thread that made it. Debug builds check it at every fill, so every test that lints runs with the
/// check; this one shows the check tells the owning thread from another, and that files linted on many
/// threads at once (each on its own) keep to the rule.
final class OneThreadRuleTests: XCTestCase {
    func testTheOwningThreadIsToldApartFromAnother() throws {
        #if DEBUG
        let file = SourceFile(path: "A.swift", text: "let width = UIScreen.main.bounds.width\n")
        XCTAssertTrue(file.isOnOwningThread)
        let other = expectation(description: "another thread")
        let seenThere = ResultBox(count: 1)
        Thread {
            seenThere.set(0, file.isOnOwningThread ? 1 : 0)
            other.fulfill()
        }.start()
        wait(for: [other], timeout: 10)
        XCTAssertEqual(seenThere.all, [0])
        #else
        throw XCTSkip("the owning thread is recorded in debug builds only")
        #endif
    }

    func testFilesLintedOnManyThreadsEachKeepToTheirOwn() throws {
        let fixtures = try Fixture.all().prefix(40)
        let counts = ResultBox(count: fixtures.count)
        DispatchQueue.concurrentPerform(iterations: fixtures.count) { position in
            let fixture = fixtures[fixtures.startIndex + position]
            // Made and linted here: every cache fill is checked against this thread.
            let file = SourceFile(path: fixture.name, bytes: fixture.bytes)
            counts.set(position, Linter(configuration: fixture.configuration).lint(file).count)
        }
        XCTAssertGreaterThan(counts.all.reduce(0, +), 40)
    }
}

private final class ResultBox: @unchecked Sendable {
    private var values: [Int]
    private let lock = NSLock()
    init(count: Int) { values = Array(repeating: 0, count: count) }
    func set(_ index: Int, _ value: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
    var all: [Int] { lock.lock(); defer { lock.unlock() }; return values }
}
