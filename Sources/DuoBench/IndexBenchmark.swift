import FixIts
import Foundation

/// `duo-bench index [FOLDER…]`: the workspace index's first pass (issue 17) over the Swift files of the
/// folders (a generated corpus when none), the way batch mode and the server build it — lex each file and
/// record its declarations, on all cores — with the files already in memory, so the figure is the index's
/// own cost. Prints the time (median of 3), MB/s, and the memory the index holds after the pass.
enum IndexBenchmark {
    static func run(arguments: [String]) {
        var folders = arguments.filter { !$0.hasPrefix("--") }
        if folders.isEmpty {
            let generated = FileManager.default.temporaryDirectory.appendingPathComponent("duo-bench-corpus").path
            CorpusCommand.write(to: generated, totalBytes: 52 << 20, seed: 1, quiet: true)
            folders = [generated]
        }
        let files = SwiftFiles.read(folders)
        let bytes = files.reduce(0) { $0 + $1.count }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var index = WorkspaceIndex()
        let residentBefore = Measure.residentMegabytes()
        let times = Measure.repeated(3) {
            index = WorkspaceIndex()
            build(index, from: files, cores: cores)
        }
        let held = Measure.residentMegabytes() - residentBefore
        let seconds = Measure.median(times)
        print(String(format: "index %d files, %.1f MB on %d cores: %.2f s (median of 3) → %.0f MB/s; %d files declare types or wrappers; resident memory +%.0f MB",
                     files.count, Double(bytes) / 1e6, cores, seconds, Double(bytes) / 1e6 / seconds, index.fileCount, held))
    }

    /// What `WorkspaceIndexing.index` does, on bytes already read.
    private static func build(_ index: WorkspaceIndex, from files: [[UInt8]], cores: Int) {
        let next = NextFile()
        DispatchQueue.concurrentPerform(iterations: max(1, min(cores, files.count))) { _ in
            while let position = next.take(below: files.count) {
                let path = "/bench/File\(position).swift"
                index.update(path, FileDeclarations(of: SourceFile(path: path, bytes: files[position])))
            }
        }
    }
}

/// Hands out file positions to the workers of a pass (the index benchmark's, the reuse check's).
final class NextFile: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }
}
