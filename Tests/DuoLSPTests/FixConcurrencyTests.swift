import Foundation
import SeededRandom
import XCTest

/// Another program writing to files while `--fix` runs: every write it makes
/// ends up in the file, or the file is reported. Nothing is lost in silence.
final class FixConcurrencyTests: XCTestCase {
    private static let fixable = CLIFixAndExitTests.fixable
    private static let fixed = CLIFixAndExitTests.fixed
    private static let line = "// changed by someone else\n"

    /// A writer that opened the file before the swap writes after it, before
    /// the check: the swap is undone, their version kept.
    func testWriteDuringTheSwapUndoesTheFix() throws {
        let tree = try FixtureTree()
        try tree.write("Dirty.swift", Self.fixable)
        let result = try DuoBinary.run(["lint", "--fix"], environment: ["DUO_LSP_TEST_FAULT": "append-during-rename"], in: tree.root)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("Dirty.swift: changed while being fixed; left as it is"), result.stderr)
        XCTAssertEqual(try tree.read("Dirty.swift"), Self.fixable + Self.line, "their write was lost")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root.path), ["Dirty.swift"])
    }

    /// …and after the fix is done: the write went to the replaced version,
    /// which no name leads to; the end of the run says so.
    func testWriteIntoTheReplacedVersionIsReported() throws {
        let tree = try FixtureTree()
        try tree.write("Dirty.swift", Self.fixable)
        let result = try DuoBinary.run(["lint", "--fix"], environment: ["DUO_LSP_TEST_FAULT": "append-after-rename"], in: tree.root)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("Dirty.swift: another program wrote to it during the fix, into the version the fix replaced"),
                      result.stderr)
        XCTAssertEqual(try tree.read("Dirty.swift"), Self.fixed)
    }

    /// 400 files, and a thread appending a numbered line to random ones
    /// (open, append, close, as `echo >>` does) for as long as `--fix` runs,
    /// three runs over. Every append is in its file, or its file is named on
    /// stderr.
    func testConcurrentAppendsAreKeptOrReported() throws {
        var lost: [String] = []
        var appendsDuringRuns = 0
        for round in 0 ..< 3 {
            let tree = try FixtureTree()
            let names = (0 ..< 400).map { "F\($0).swift" }
            for name in names { try tree.write("Sources/\(name)", Self.fixable) }
            let appender = Appender(folder: tree.root.appendingPathComponent("Sources"), names: names, seed: UInt64(round + 1))
            appender.start()
            let result = try DuoBinary.run(["lint", "--fix", "--jobs", "2", "Sources"], in: tree.root)
            let appended = appender.stop()
            appendsDuringRuns += appended.count
            for (name, numbers) in Dictionary(grouping: appended, by: \.name) {
                let text = try tree.read("Sources/\(name)")
                let missing = numbers.filter { !text.contains("// append \($0.number)\n") }
                if !missing.isEmpty, !result.stderr.contains("Sources/\(name):") {
                    lost.append("round \(round): \(name) lost \(missing.count) of \(numbers.count) appends")
                }
            }
        }
        XCTAssertGreaterThan(appendsDuringRuns, 100, "the appender hardly ran")
        XCTAssertEqual(lost, [], "appends lost without a word")
    }
}

/// Appends numbered lines to random files of a folder on a thread of its own.
private final class Appender: @unchecked Sendable {
    struct Append {
        var name: String
        var number: Int
    }

    private let folder: URL
    private let names: [String]
    private let lock = NSLock()
    private var done: [Append] = []
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)
    private var random: SplitMix64

    init(folder: URL, names: [String], seed: UInt64) {
        self.folder = folder
        self.names = names
        random = SplitMix64(seed: seed)
    }

    func start() {
        Thread.detachNewThread { [self] in
            var number = 0
            while !lock.withLock({ stopping }) {
                let name = names[random.int(names.count)]
                number += 1
                let descriptor = open(folder.appendingPathComponent(name).path, O_WRONLY | O_APPEND)
                if descriptor >= 0 {
                    let line = Array("// append \(number)\n".utf8)
                    if line.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == line.count {
                        lock.withLock { done.append(Append(name: name, number: number)) }
                    }
                    close(descriptor)
                }
                usleep(200)
            }
            finished.signal()
        }
    }

    func stop() -> [Append] {
        lock.withLock { stopping = true }
        finished.wait()
        return lock.withLock { done }
    }
}
