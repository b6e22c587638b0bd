import FixIts
import Foundation
import SwiftLexer

/// `duo-bench phases [--lines N] [--rounds N] [--dense]`: where the time of one editor lint of a
/// large file goes, in process (no JSON-RPC): the server's work per keystroke
/// between its incremental token store and the diagnostics. Use it to find
/// which part a change to the engine made slower or faster; `duo-bench server`
/// gives the figure a user feels. `--dense`: the hazard-dense file of `duo-bench server` (the rule
/// fixtures); `--rounds 5` under `valgrind --tool=callgrind` counts instructions, which a noisy machine
/// does not change.
enum LintPhasesBenchmark {
    static func run(arguments: [String]) {
        func value(_ flag: String) -> Int? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil }
        }
        let lines = value("--lines") ?? 10_000
        let dense = arguments.contains("--dense") ? ServerBenchmark.denseFile(lines: lines) : nil
        let bytes = dense ?? Array(SwiftCorpus.largeFile(lines: lines, seed: 3).utf8)
        let store = TokenStore(text: bytes)
        let lineIndex = LineIndex(bytes)
        let linter = Linter()
        // The server keeps the workspace index current with every lint of an open document.
        let index = WorkspaceIndex()
        let phases = ["code tokens from the store", "source facts (brackets, kinds, imports)", "declared types",
                      "workspace declarations (index update)", "rules, suppressions, sorting"]
        var totals = [Double](repeating: 0, count: phases.count)
        let rounds = max(1, value("--rounds") ?? 200)
        var findings = 0
        for _ in 0 ..< rounds {
            var mark = DispatchTime.now().uptimeNanoseconds
            func lap(_ phase: Int) {
                let now = DispatchTime.now().uptimeNanoseconds
                totals[phase] += Double(now - mark) / 1e3
                mark = now
            }
            let (code, comments) = store.materialize()
            lap(0)
            // The server builds the file from the store; the copy above is
            // measured alone and subtracted from this phase.
            let file = SourceFile(path: "Large.swift", bytes: bytes, store: store, lines: lineIndex)
            lap(1)
            _ = file.scopes.declaredTypes
            lap(2)
            _ = index.update(file.path, FileDeclarations(of: file, names: .chains))
            lap(3)
            findings = linter.lint(file, workspace: index).count
            lap(4)
            precondition(code.count == file.count && comments.count == file.comments.count)
        }
        totals[1] -= totals[0]
        print(String(format: "one lint of a %d-line ", lines) + (dense == nil ? "" : "hazard-dense ")
              + String(format: "file (%.0f KB, %d findings), mean of %d:", Double(bytes.count) / 1000, findings, rounds))
        for (phase, total) in zip(phases + ["total"], totals + [totals.reduce(0, +)]) {
            print("  " + phase.padding(toLength: 42, withPad: " ", startingAt: 0) + String(format: "%7.1f µs", total / Double(rounds)))
        }
    }
}
