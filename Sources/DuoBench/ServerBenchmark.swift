import Foundation
import JSONRPC
import SeededRandom

/// `duo-bench server [--binary PATH]`: the time from writing a one-character
/// `didChange` to reading its diagnostics, for a 10,000-line file (median and
/// p99 over 200 edits) and for a hazard-dense one of the same length (the
/// rule fixtures repeated, about 1,000 findings); the time until 100 open
/// documents that use a wrapper are published again after an edit of the
/// wrapper's declaration in another open document; and the server's peak
/// memory with 100 open 1,000-line files.
/// `--only latency|dense|dependents|memory` runs one part (for a profiler).
enum ServerBenchmark {
    static func run(arguments: [String]) {
        let binary = BenchBinary.path(arguments)
        let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        if only == nil || only == "latency" {
            latency(binary: binary, text: Array(SwiftCorpus.largeFile(lines: 10_000, seed: 3).utf8), what: "10,000-line file")
        }
        if only == nil || only == "dense" {
            if let dense = denseFile(lines: 10_000) {
                latency(binary: binary, text: dense, what: "hazard-dense 10,000-line file (rule fixtures)")
            } else {
                print("dense: skipped: no Tests/FixItsTests/Fixtures here (run from the package folder)")
            }
        }
        if only == nil || only == "dependents" { dependents(binary: binary) }
        if only == nil || only == "memory" { memory(binary: binary) }
    }

    /// The Swift rule fixtures (inputs, not expected outputs) concatenated up to `lines` lines.
    static func denseFile(lines: Int) -> [UInt8]? {
        let root = "Tests/FixItsTests/Fixtures"
        let paths = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("fixed.swift") && !$0.contains(".workspace/") }.sorted()
        guard !paths.isEmpty else { return nil }
        var text: [UInt8] = []
        var count = 0
        while count < lines {
            for path in paths {
                guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
                text += data
                count += data.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                if count >= lines { break }
            }
        }
        return text
    }

    private static func latency(binary: String, text original: [UInt8], what: String) {
        let server = SpawnedServer(binary: binary)
        server.initialize()
        let uri = "file:///bench/Large.swift"
        var text = original
        server.open(uri: uri, text: String(decoding: text, as: UTF8.self))
        _ = server.waitForDiagnostics(uri: uri, version: 1)
        let findings = server.lastCount(uri: uri)
        var generator = SplitMix64(seed: 9)
        var times: [Double] = []
        // Every other edit a space (no code token changes: the server may reuse the previous version's
        // bracket tree), the others a `;` (a new code token: everything is built again).
        var timesByEdit: [[Double]] = [[], []]
        let lines = lineStarts(text)
        for edit in 0 ..< 200 {
            let line = Int(generator.next() % UInt64(lines.count - 1))
            let version = edit + 2
            let character = edit % 2 == 0 ? " " : ";"
            let start = DispatchTime.now().uptimeNanoseconds
            server.notify("textDocument/didChange", [
                "textDocument": .object(["uri": .string(uri), "version": .integer(Int64(version))]),
                "contentChanges": .array([.object([
                    "range": .object(["start": position(line, 0), "end": position(line, 0)]), "text": .string(character),
                ])]),
            ])
            _ = server.waitForDiagnostics(uri: uri, version: version)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            times.append(elapsed)
            timesByEdit[edit % 2].append(elapsed)
            text.insert(contentsOf: Array(character.utf8), at: lines[line])
        }
        print(String(format: "didChange → diagnostics, %@ (%.0f KB, %d findings), 200 one-character edits: median %.2f ms, p99 %.2f ms",
                     what, Double(text.count) / 1000, findings, Measure.median(times) * 1000, Measure.percentile(times, 0.99) * 1000)
              + String(format: " (a space: median %.2f ms; a `;`, a new token: median %.2f ms)",
                       Measure.median(timesByEdit[0]) * 1000, Measure.median(timesByEdit[1]) * 1000))
        server.shutdown()
    }

    /// One document declares `isTablet()` (an idiom wrapper); 100 others use it to choose a padding.
    /// Editing the wrapper's body (no longer the idiom test, then the test again) changes what it
    /// declares: the time until all 100 are published again (median of 10 edits).
    private static func dependents(binary: String) {
        let server = SpawnedServer(binary: binary)
        server.initialize()
        let wrapperURI = "file:///bench/UIDevice+Tablet.swift"
        let wrapped = "import UIKit\n\nextension UIDevice {\n    func isTablet() -> Bool { userInterfaceIdiom == .pad }\n}\n"
        let plain = "import UIKit\n\nextension UIDevice {\n    func isTablet() -> Bool { false }\n}\n"
        server.open(uri: wrapperURI, text: wrapped)
        _ = server.waitForDiagnostics(uri: wrapperURI, version: 1)
        let users = (0 ..< 100).map { "file:///bench/Card\($0).swift" }
        for (index, uri) in users.enumerated() {
            server.open(uri: uri, text: """
                import SwiftUI

                struct Card\(index): View {
                    var body: some View {
                        Text("Card").padding(.bottom, UIDevice.current.isTablet() ? 12 : 0)
                    }
                }

                """)
        }
        for uri in users { _ = server.waitForDiagnostics(uri: uri, version: 1) }
        var times: [Double] = []
        for edit in 0 ..< 10 {
            let before = users.map { server.publishCount(uri: $0) }
            let start = DispatchTime.now().uptimeNanoseconds
            server.notify("textDocument/didChange", [
                "textDocument": .object(["uri": .string(wrapperURI), "version": .integer(Int64(edit + 2))]),
                "contentChanges": .array([.object(["text": .string(edit % 2 == 0 ? plain : wrapped)])]),
            ])
            for (uri, count) in zip(users, before) { _ = server.waitForPublishes(uri: uri, count: count + 1) }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        print(String(format: "edit of a wrapper's declaration → its 100 open dependents published again: median %.1f ms, max %.1f ms",
                     Measure.median(times) * 1000, (times.max() ?? 0) * 1000))
        server.shutdown()
    }

    private static func memory(binary: String) {
        let server = SpawnedServer(binary: binary)
        server.initialize()
        for index in 0 ..< 100 {
            server.open(uri: "file:///bench/File\(index).swift", text: SwiftCorpus.largeFile(lines: 1_000, seed: UInt64(100 + index)))
        }
        for index in 0 ..< 100 { _ = server.waitForDiagnostics(uri: "file:///bench/File\(index).swift", version: 1) }
        let (peak, current) = server.memory()
        print(String(format: "server memory with 100 open 1,000-line files: peak %.1f MB, now %.1f MB (RSS)", peak, current))
        server.shutdown()
    }

    private static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object(["line": .integer(Int64(line)), "character": .integer(Int64(character))])
    }

    private static func lineStarts(_ text: [UInt8]) -> [Int] {
        [0] + text.indices.filter { text[$0] == 10 }.map { $0 + 1 }
    }
}

/// The `duo-lsp` next to `duo-bench` (same build), or `--binary PATH`.
enum BenchBinary {
    static func path(_ arguments: [String]) -> String {
        if let index = arguments.firstIndex(of: "--binary"), index + 1 < arguments.count { return arguments[index + 1] }
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return folder.appendingPathComponent("duo-lsp").path
    }
}

/// A `duo-lsp serve` process driven through a JSONRPC `Connection`.
final class SpawnedServer: MessageHandler, @unchecked Sendable {
    private let process = Process()
    private let connection: Connection
    private let condition = NSCondition()
    private var published: [String: Int] = [:]
    private var publishes: [String: Int] = [:]
    private var counts: [String: Int] = [:]
    private let toServer = Pipe()
    private let fromServer = Pipe()

    init(binary: String) {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve"]
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { fatalError("cannot start \(binary): \(error)") }
        connection = Connection(input: fromServer.fileHandleForReading.fileDescriptor, output: toServer.fileHandleForWriting.fileDescriptor)
        connection.start(handler: self)
    }

    func initialize() {
        call("initialize", ["processId": .null, "capabilities": .object([:])])
        notify("initialized", [:])
    }

    /// Sends a request and waits for its response.
    private func call(_ method: String, _ params: JSONValue?) {
        let done = DispatchSemaphore(value: 0)
        connection.sendRequest(method: method, params: params) { _ in done.signal() }
        done.wait()
    }

    func notify(_ method: String, _ params: JSONObject) {
        connection.send(JSONRPC.Notification(method: method, params: .object(params)))
    }

    func open(uri: String, text: String) {
        notify("textDocument/didOpen", ["textDocument": .object([
            "uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text),
        ])])
    }

    /// Blocks until diagnostics for `version` (or later) of `uri` arrived.
    func waitForDiagnostics(uri: String, version: Int) -> Bool {
        wait { (self.published[uri] ?? 0) >= version }
    }

    /// Blocks until `done` holds (checked under the lock at each publication), or 60 s passed.
    private func wait(until done: () -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(60)
        while !done() {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    /// How many times `uri` was published so far.
    func publishCount(uri: String) -> Int {
        condition.lock()
        defer { condition.unlock() }
        return publishes[uri] ?? 0
    }

    /// The number of diagnostics in the last publication of `uri`.
    func lastCount(uri: String) -> Int {
        condition.lock()
        defer { condition.unlock() }
        return counts[uri] ?? 0
    }

    /// Blocks until `uri` was published `count` times (or 60 s passed).
    func waitForPublishes(uri: String, count: Int) -> Bool {
        wait { (self.publishes[uri] ?? 0) >= count }
    }

    /// Peak and current resident memory of the server, in MB.
    func memory() -> (Double, Double) {
        let process = "\(self.process.processIdentifier)"
        return (Measure.statusMegabytes("VmHWM:", of: process), Measure.statusMegabytes("VmRSS:", of: process))
    }

    func shutdown() {
        call("shutdown", nil)
        notify("exit", [:])
        process.waitUntilExit()
    }

    func handle(_ request: Request, cancellation: CancellationToken, reply: ReplyHandle) {
        reply(.success(.null))
    }

    func handle(_ notification: JSONRPC.Notification) {
        guard notification.method == "textDocument/publishDiagnostics",
              let uri = notification.params?["uri"]?.stringValue, let version = notification.params?["version"]?.intValue else { return }
        condition.lock()
        published[uri] = max(published[uri] ?? 0, version)
        publishes[uri, default: 0] += 1
        counts[uri] = notification.params?["diagnostics"]?.arrayValue?.count ?? 0
        condition.broadcast()
        condition.unlock()
    }

    func connectionClosed() {}
}
