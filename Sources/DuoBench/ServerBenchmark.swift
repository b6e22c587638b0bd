import Foundation
import JSONRPC
import SeededRandom

/// `duo-bench server [--binary PATH]`: the time from writing a one-character
/// `didChange` to reading its diagnostics, for a 10,000-line file (median and
/// p99 over 200 edits), and the server's peak memory with 100 open
/// 1,000-line files. `--only latency|memory` runs one half (for a profiler).
enum ServerBenchmark {
    static func run(arguments: [String]) {
        let binary = BenchBinary.path(arguments)
        let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        if only != "memory" { latency(binary: binary) }
        if only != "latency" { memory(binary: binary) }
    }

    private static func latency(binary: String) {
        let server = SpawnedServer(binary: binary)
        server.initialize()
        let uri = "file:///bench/Large.swift"
        var text = Array(SwiftCorpus.largeFile(lines: 10_000, seed: 3).utf8)
        server.open(uri: uri, text: String(decoding: text, as: UTF8.self))
        _ = server.waitForDiagnostics(uri: uri, version: 1)
        var generator = SplitMix64(seed: 9)
        var times: [Double] = []
        let lines = lineStarts(text)
        for edit in 0 ..< 200 {
            let line = Int(generator.next() % UInt64(lines.count - 1))
            let version = edit + 2
            let start = DispatchTime.now().uptimeNanoseconds
            server.notify("textDocument/didChange", [
                "textDocument": .object(["uri": .string(uri), "version": .integer(Int64(version))]),
                "contentChanges": .array([.object([
                    "range": .object(["start": position(line, 0), "end": position(line, 0)]), "text": " ",
                ])]),
            ])
            _ = server.waitForDiagnostics(uri: uri, version: version)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            text.insert(UInt8(ascii: " "), at: lines[line])
        }
        print(String(format: "didChange → diagnostics, 10,000-line file (%.0f KB), 200 one-character edits: median %.2f ms, p99 %.2f ms",
                     Double(text.count) / 1000, Measure.median(times) * 1000, Measure.percentile(times, 0.99) * 1000))
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
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(60)
        while (published[uri] ?? 0) < version {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    /// Peak and current resident memory of the server, in MB.
    func memory() -> (Double, Double) {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8) else { return (0, 0) }
        func value(_ key: String) -> Double {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return 0 }
            return Double(line.split(separator: " ").dropFirst().first { Double($0) != nil }.flatMap { Double($0) } ?? 0) / 1024
        }
        return (value("VmHWM:"), value("VmRSS:"))
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
        condition.broadcast()
        condition.unlock()
    }

    func connectionClosed() {}
}
