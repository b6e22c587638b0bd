import Foundation

/// `duo-bench lint [FOLDER] [--binary PATH]`: batch `duo-lsp lint` on all
/// cores over a generated corpus (≥ 2,000 files, ≥ 50 MB) or a folder:
/// files/s, MB/s and the linter's peak memory.
enum LintBenchmark {
    static func run(arguments: [String]) {
        let binary = BenchBinary.path(arguments)
        let folder: String
        if let given = arguments.first(where: { !$0.hasPrefix("--") && $0 != BenchBinary.path(arguments) }) {
            folder = given
        } else {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("duo-bench-corpus").path
            CorpusCommand.write(to: folder, totalBytes: 52 << 20, seed: 1, quiet: true)
        }
        let files = SwiftFiles.read([folder])
        let bytes = files.reduce(0) { $0 + $1.count }
        var times: [Double] = []
        var peak = 0.0
        for _ in 0 ..< 3 {
            let start = DispatchTime.now().uptimeNanoseconds
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["lint", "--format", "json", "--exit-zero", folder]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { fatalError("cannot start \(binary): \(error)") }
            process.waitUntilExit()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            var usage = rusage()
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            peak = max(peak, Double(usage.ru_maxrss) / 1024)
        }
        let seconds = Measure.median(times)
        print(String(format: "lint %d files, %.1f MB on %d cores: %.2f s (median of 3) → %.0f files/s, %.1f MB/s; peak memory %.0f MB",
                     files.count, Double(bytes) / 1e6, ProcessInfo.processInfo.activeProcessorCount, seconds,
                     Double(files.count) / seconds, Double(bytes) / 1e6 / seconds, peak))
    }
}

/// `duo-bench corpus OUT_DIR [--bytes N] [--seed S]`: writes the generated corpus.
enum CorpusCommand {
    static func run(arguments: [String]) {
        guard let folder = arguments.first, !folder.hasPrefix("-") else {
            FileHandle.standardError.write(Data("usage: duo-bench corpus OUT_DIR [--bytes N] [--seed S] | duo-bench corpus OUT_FILE --large-file LINES\n".utf8))
            exit(2)
        }
        func value(_ flag: String, _ fallback: Int) -> Int {
            guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count, let number = Int(arguments[index + 1]) else { return fallback }
            return number
        }
        if arguments.contains("--large-file") {
            // One file of N lines (the server benchmark's), for profiling.
            let text = SwiftCorpus.largeFile(lines: value("--large-file", 10_000), seed: UInt64(value("--seed", 3)))
            _ = FileManager.default.createFile(atPath: folder, contents: Data(text.utf8))
            return
        }
        write(to: folder, totalBytes: value("--bytes", 52 << 20), seed: UInt64(value("--seed", 1)), quiet: false)
    }

    static func write(to folder: String, totalBytes: Int, seed: UInt64, quiet: Bool) {
        let files = SwiftCorpus.generate(totalBytes: totalBytes, seed: seed)
        try? FileManager.default.removeItem(atPath: folder)
        for (index, file) in files.enumerated() {
            // Spread files over folders as an app's sources are.
            let subfolder = (folder as NSString).appendingPathComponent("Module\(index % 40)")
            try? FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: (subfolder as NSString).appendingPathComponent(file.name), contents: Data(file.text.utf8))
        }
        if !quiet { print("wrote \(files.count) files, \(files.reduce(0) { $0 + $1.text.utf8.count } / 1_000_000) MB to \(folder)") }
    }
}
