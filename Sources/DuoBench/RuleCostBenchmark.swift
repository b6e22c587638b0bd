import FixIts
import Foundation
import SwiftLexer

/// `duo-bench rules [PATH…]`: what each rule costs and whether any reports
/// inside a comment or a string, on a generated corpus or the given Swift
/// files and folders (e.g. the toolchain's `.swiftinterface` files).
///
/// Without paths the corpus is 20 MB of generated app code and 6 MB of
/// copies of the rule fixtures.
///
/// A rule's cost is the time of lexing, building the shared tables and
/// running that rule alone, minus the time with no rule: it includes the
/// lazy scope and binding tables the rule forces, so it is an upper bound,
/// and the shares need not add up to 100%. Each figure is the fastest of
/// three runs, which is the least disturbed by other work on the machine.
enum RuleCostBenchmark {
    static func run(arguments: [String]) {
        let paths = arguments.filter { !$0.hasPrefix("--") }
        let corpus: [(path: String, bytes: [UInt8])]
        if paths.isEmpty {
            corpus = SwiftCorpus.generate(totalBytes: 20 << 20, seed: 5).map { ($0.name, Array($0.text.utf8)) } + hazardDenseFiles(totalBytes: 6 << 20)
        } else {
            corpus = SwiftFiles.read(paths).enumerated().map { ("file\($0.offset).swift", $0.element) }
        }
        let megabytes = Double(corpus.reduce(0) { $0 + $1.bytes.count }) / 1e6
        let files = corpus.map { SourceFile(path: $0.path, bytes: $0.bytes) }

        let swiftRules = RuleRegistry.all.filter { $0.fileKind == .swift }
        let baseline = fastest { lintAll(corpus, with: []) }
        let total = fastest { lintAll(corpus, with: swiftRules) }
        print(String(format: "%d files, %.1f MB: lint with every rule %.3f s (%.1f MB/s on one core); lexing and tables alone %.3f s",
                     corpus.count, megabytes, total, megabytes / total, baseline))

        let inside = findingsInsideCommentsOrStrings(files)
        print("rule        cost     share of total   findings   in comments/strings")
        var worst = 0.0
        for rule in swiftRules {
            let alone = fastest { lintAll(corpus, with: [rule]) }
            let cost = max(0, alone - baseline)
            worst = max(worst, cost / total)
            let findings = files.reduce(0) { $0 + Linter(rules: [rule]).lint($1).count }
            print(String(format: "%@  %7.1f ms   %6.1f%%        %7d    %d", rule.code.padding(toLength: 9, withPad: " ", startingAt: 0),
                         cost * 1000, 100 * cost / total, findings, inside[rule.code, default: 0]))
        }
        print(String(format: "most expensive rule: %.1f%% of the total lint time", 100 * worst))
        let misplaced = inside.values.reduce(0, +)
        print(misplaced == 0 ? "no finding inside a comment or a string" : "\(misplaced) findings inside comments or strings")
        if misplaced > 0 { exit(1) }
    }

    /// The generated corpus has few hazards, so the rules' judgement paths
    /// would hardly run: copies of the rule fixtures (every rule's positives
    /// and look-alike negatives) add them, up to `totalBytes`.
    private static func hazardDenseFiles(totalBytes: Int) -> [(path: String, bytes: [UInt8])] {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/FixItsTests/Fixtures").path
        let files = SwiftFiles.read([fixtures])
        guard !files.isEmpty else {
            print("(no rule fixtures at \(fixtures): the generated corpus only)")
            return []
        }
        var result: [(path: String, bytes: [UInt8])] = []
        var total = 0
        while total < totalBytes {
            for file in files {
                result.append(("fixture\(result.count).swift", file))
                total += file.count
            }
        }
        return result
    }

    private static func lintAll(_ corpus: [(path: String, bytes: [UInt8])], with rules: [any Rule]) {
        let linter = Linter(rules: rules)
        var count = 0
        for file in corpus {
            let source = SourceFile(path: file.path, bytes: file.bytes)
            count &+= linter.lint(source).count
        }
        blackHole(count)
    }

    private static func fastest(_ body: () -> Void) -> Double {
        Measure.repeated(3, body).min() ?? 0
    }

    /// Findings whose first byte lies in a comment or a string literal's text,
    /// by rule. DUO403 is about string literals and DUO001 about comments, so
    /// neither counts.
    private static func findingsInsideCommentsOrStrings(_ files: [SourceFile]) -> [String: Int] {
        let linter = Linter()
        var result: [String: Int] = [:]
        for file in files {
            let tokens = Lexer.lex(file.bytes)
            for diagnostic in linter.lint(file) where diagnostic.code != "DUO403" && diagnostic.code != "DUO001" {
                let start = diagnostic.range.lowerBound
                guard let token = token(containing: start, in: tokens) else { continue }
                if token.kind.isComment || token.kind == .stringSegment { result[diagnostic.code, default: 0] += 1 }
            }
        }
        return result
    }

    private static func token(containing offset: Int, in tokens: [Token]) -> Token? {
        var low = 0
        var high = tokens.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if tokens[middle].end <= offset { low = middle + 1 } else if tokens[middle].start > offset { high = middle - 1 } else { return tokens[middle] }
        }
        return nil
    }
}

/// Keeps the optimizer from dropping work whose result is otherwise unused.
@inline(never) func blackHole<T>(_ value: T) { _ = value }
