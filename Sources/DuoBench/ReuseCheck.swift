import FixIts
import Foundation
import SeededRandom
import SwiftLexer

/// `duo-bench reuse FOLDER… [--edits N]`: the keystroke path's reuse of findings (`LintMemo`) checked on
/// real code: each Swift file of the folders is edited `N` times at seeded random places, as typing
/// does, and each version is linted twice — reusing the previous version's findings, and from scratch
/// — with the same workspace index. Prints each file and step where the two differ, and how many items
/// were reused; exits 1 when any differ. The unit tests check the same on the rule fixtures; this is
/// the same check on apps (the ecosystem check runs it on `../shared/corpus`).
enum ReuseCheck {
    static let pieces = [";", " ", ".", "x", "e", "foo", "(", ")", "{", "}", "\"", "\n", "//", "/*", "*/", "#if os(iOS)\n",
                         "#endif\n", "let a = b\n", ",", "1", "?", "!", "view", "bounds", ".width", "UIScreen.main", "self.",
                         "override func viewDidLayoutSubviews() {", "extension ", "class ", "func f() {}\n", "@State var a = 1\n"]

    static func run(arguments: [String]) {
        let folders = arguments.filter { !$0.hasPrefix("--") && Int($0) == nil }
        let edits = arguments.firstIndex(of: "--edits").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 6
        let paths = folders.flatMap(swiftPaths)
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: duo-bench reuse FOLDER… [--edits N]\n".utf8))
            exit(2)
        }
        let results = Results()
        let next = NextFile()
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { _ in
            while let position = next.take(below: paths.count) {
                guard let data = FileManager.default.contents(atPath: paths[position]) else { continue }
                let (mismatch, reused, items) = check(paths[position], [UInt8](data), edits: edits, seed: UInt64(position))
                results.add(mismatch, reused: reused, items: items)
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        for line in results.mismatches.sorted() { print(line) }
        print(String(format: "reuse: %d files, %d edits each, %d versions compared in %.1f s: %d differ; %d of %d items of the edited versions reused",
                     paths.count, edits, paths.count * (edits + 1), seconds, results.mismatches.count, results.reused, results.items))
        exit(results.mismatches.isEmpty ? 0 : 1)
    }

    /// The first step at which the reusing lint of `path` differs from a fresh one, described (nil when
    /// none does), and how many of the edited versions' items were reused.
    static func check(_ path: String, _ original: [UInt8], edits: Int, seed: UInt64) -> (String?, reused: Int, items: Int) {
        var (reused, items) = (0, 0)
        var generator = SplitMix64(seed: seed)
        let linter = Linter()
        let index = WorkspaceIndex()
        var bytes = original
        var memo: LintMemo?
        for step in 0 ... edits {
            let what = step > 0 ? TypingEdit.apply(step: step, to: &bytes, typing: pieces, using: &generator) : "as it is"
            let store = TokenStore(text: bytes)
            var edited = EditedFile(SourceFile(path: path, bytes: bytes, store: store), after: memo)
            let declared = edited.declarations()
            let freshFile = SourceFile(path: path, bytes: bytes, store: store)
            if declared != FileDeclarations(of: freshFile, names: .chains) {
                return ("\(path): step \(step) (\(what)): the declarations differ from those read afresh", reused, items)
            }
            index.update(path, declared)
            let (reusing, kept) = linter.lint(edited, workspace: index)
            let fresh = linter.lint(freshFile, workspace: index)
            if reusing != fresh {
                let missing = fresh.filter { !reusing.contains($0) }.map { "\($0.code)@\($0.range)" }
                let extra = reusing.filter { !fresh.contains($0) }.map { "\($0.code)@\($0.range)" }
                return ("\(path): step \(step) (\(what)): missing \(missing) extra \(extra)", reused, items)
            }
            if step > 0 { (reused, items) = (reused + kept.reusedItems, items + kept.itemCount) }
            memo = kept
        }
        return (nil, reused, items)
    }

    private static func swiftPaths(in folder: String) -> [String] {
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { paths.append(folder + "/" + relative) }
        }
        return paths.sorted()
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var mismatches: [String] = []
        private(set) var reused = 0
        private(set) var items = 0
        func add(_ mismatch: String?, reused: Int, items: Int) {
            lock.withLock {
                if let mismatch { mismatches.append(mismatch) }
                self.reused += reused
                self.items += items
            }
        }
    }

}
