import Foundation
import SeededRandom
import SwiftLexer

/// `duo-bench lex [FOLDER…]`: full-lex throughput against plain byte scans of
/// the same bytes, and the one-character incremental re-lex of a
/// 10,000-line file against a full lex of it.
enum LexBenchmark {
    static func run(arguments: [String]) {
        let corpus: [[UInt8]]
        if arguments.isEmpty {
            corpus = SwiftCorpus.generate(totalBytes: 20 << 20, seed: 1).map { Array($0.text.utf8) }
            print("corpus: generated (seed 1)")
        } else {
            corpus = SwiftFiles.read(arguments)
            print("corpus: \(arguments.joined(separator: " "))")
        }
        let bytes = corpus.reduce(0) { $0 + $1.count }
        print("  \(corpus.count) files, \(String(format: "%.1f", Double(bytes) / 1e6)) MB")

        let lexTimes = Measure.repeated(7) {
            var tokens = 0
            for file in corpus { tokens &+= Lexer.lex(file).count }
            Measure.keep(tokens)
        }
        let newlineTimes = Measure.repeated(7) {
            var lines = 0
            for file in corpus { lines &+= ByteScan.countLines(file) }
            Measure.keep(lines)
        }
        let classifyTimes = Measure.repeated(7) {
            var state = 0
            for file in corpus { state &+= ByteScan.classify(file) }
            Measure.keep(state)
        }
        let lexMBs = Double(bytes) / 1e6 / Measure.median(lexTimes)
        let newlineMBs = Double(bytes) / 1e6 / Measure.median(newlineTimes)
        let classifyMBs = Double(bytes) / 1e6 / Measure.median(classifyTimes)
        print(String(format: "full lex:                      %8.1f MB/s (median of %d runs)", lexMBs, lexTimes.count))
        print(String(format: "byte scan, newline count:      %8.1f MB/s  → lexer is %.1fx slower", newlineMBs, newlineMBs / lexMBs))
        print(String(format: "byte scan, class per byte:     %8.1f MB/s  → lexer is %.1fx slower", classifyMBs, classifyMBs / lexMBs))
        incremental()
    }

    /// A one-character edit at 200 places in a 10,000-line file.
    static func incremental() {
        let text = Array(SwiftCorpus.largeFile(lines: 10_000, seed: 7).utf8)
        let fullTimes = Measure.repeated(9) { Measure.keep(Lexer.lex(text).count) }
        var generator = SplitMix64(seed: 42)
        var store = TokenStore(text: text)
        var current = text
        var editTimes: [Double] = []
        var relexed = 0
        for _ in 0 ..< 200 {
            // Insert a space after a random byte that is not inside a token boundary quirk: any byte works.
            let offset = Int(generator.next() % UInt64(current.count))
            current.insert(UInt8(ascii: " "), at: offset)
            let start = DispatchTime.now().uptimeNanoseconds
            let stats = current.withUnsafeBufferPointer { store.applyEdit(replacing: offset ..< offset, insertedLength: 1, newText: $0) }
            editTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            relexed += stats.inserted
        }
        precondition(store.tokens == Lexer.lex(current), "incremental re-lex diverged from a full lex")
        let full = Measure.median(fullTimes)
        let edit = Measure.median(editTimes)
        print(String(format: "10,000-line file (%.0f KB): full lex %.3f ms; one-character edit re-lexed incrementally %.1f µs (median of 200, %.1f tokens re-lexed on average) → %.0fx faster",
                     Double(text.count) / 1000, full * 1000, edit * 1e6, Double(relexed) / 200, full / edit))
    }
}

/// The baselines: look at every byte once, as any lexer must.
enum ByteScan {
    @inline(never)
    static func countLines(_ bytes: [UInt8]) -> Int {
        var lines = 0
        for byte in bytes where byte == 10 { lines &+= 1 }
        return lines
    }

    /// A table lookup per byte feeding a running state, as a lexer's inner
    /// loop does (the dependency keeps it from being vectorized away).
    @inline(never)
    static func classify(_ bytes: [UInt8]) -> Int {
        var state = 0
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer { state = Int(classTable[Int(byte) ^ (state & 1)]) &+ (state >> 1) }
        }
        return state
    }

    private static let classTable: [UInt8] = (0 ..< 256).map { UInt8(truncatingIfNeeded: ($0 &* 37) >> 3) }
}


enum SwiftFiles {
    static func read(_ paths: [String]) -> [[UInt8]] {
        var files: [[UInt8]] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if let data = FileManager.default.contents(atPath: path) { files.append([UInt8](data)) }
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") || relative.hasSuffix(".swiftinterface") else { continue }
                if let data = FileManager.default.contents(atPath: path + "/" + relative) { files.append([UInt8](data)) }
            }
        }
        return files
    }
}

enum Measure {
    /// Wall-clock seconds of each of `runs` runs of `body`.
    static func repeated(_ runs: Int, _ body: () -> Void) -> [Double] {
        (0 ..< runs).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
    }

    static func median(_ values: [Double]) -> Double {
        percentile(values, 0.5)
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
    }

    /// This process's resident memory now, in MB.
    static func residentMegabytes() -> Double {
        statusMegabytes("VmRSS:")
    }

    /// A memory line of `/proc/<process>/status` (`VmRSS:`, `VmHWM:`), in MB; 0 where there is none.
    static func statusMegabytes(_ key: String, of process: String = "self") -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }),
              let kilobytes = line.split(separator: " ").dropFirst().first(where: { Double($0) != nil }).flatMap({ Double($0) }) else { return 0 }
        return kilobytes / 1024
    }

    @inline(never)
    static func keep(_ value: Int) {
        if value == -1 { print("") }
    }
}
