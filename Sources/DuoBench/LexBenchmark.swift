import Foundation
import SwiftLexer

/// `duo-bench lex [FOLDER…]`: full-lex throughput against a plain byte scan
/// of the same bytes, and incremental re-lex of a one-character edit.
enum LexBenchmark {
    static func run(arguments: [String]) {
        let corpus = arguments.isEmpty ? generatedCorpus() : SwiftFiles.read(arguments)
        let bytes = corpus.reduce(0) { $0 + $1.count }
        print("corpus: \(corpus.count) files, \(String(format: "%.1f", Double(bytes) / 1e6)) MB")

        let lexTimes = Measure.repeated(7) {
            var tokens = 0
            for file in corpus { tokens &+= Lexer.lex(file).count }
            Measure.keep(tokens)
        }
        let scanTimes = Measure.repeated(7) {
            var lines = 0
            for file in corpus { lines &+= ByteScan.countLines(file) }
            Measure.keep(lines)
        }
        let lexMBs = Double(bytes) / 1e6 / Measure.median(lexTimes)
        let scanMBs = Double(bytes) / 1e6 / Measure.median(scanTimes)
        print(String(format: "full lex:  %8.1f MB/s (median of %d)", lexMBs, lexTimes.count))
        print(String(format: "byte scan: %8.1f MB/s", scanMBs))
        print(String(format: "lex / byte scan: %.2fx slower", scanMBs / lexMBs))
    }

    static func generatedCorpus() -> [[UInt8]] {
        SwiftFiles.read(["/opt/swift/usr/lib/swift/linux"])
    }
}

/// The baseline: look at every byte once, as any lexer must.
enum ByteScan {
    @inline(never)
    static func countLines(_ bytes: [UInt8]) -> Int {
        var lines = 0
        for byte in bytes where byte == 10 { lines &+= 1 }
        return lines
    }
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
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    @inline(never)
    static func keep(_ value: Int) {
        if value == -1 { print("") }
    }
}
