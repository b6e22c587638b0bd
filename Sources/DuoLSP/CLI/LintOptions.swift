import FixIts

/// The options of `duo-lsp lint`, parsed from its arguments.
struct LintOptions {
    enum Format: String, CaseIterable {
        case text, json, sarif, github, junit, checkstyle
    }

    enum ColorMode: String, CaseIterable {
        case auto, always, never
    }

    var paths: [String] = []
    var format = Format.text
    var fix = false
    var unsafeFixes = false
    var diff = false
    var select: [String]?
    var ignore: [String] = []
    var statistics = false
    var quiet = false
    var exitZero = false
    /// `--fail-on`; nil: each file's configuration's `"failOn"`, else the default.
    var failOn: FailLevel?
    var buildStep = false
    var stamp: String?
    var jobs = 0
    var stdinFilename: String?
    var color = ColorMode.auto
    var baseline: String?
    var writeBaseline: String?
    /// Paths named on the command line are checked against the exclusions too.
    var forceExclude = true
    var showSkipped = false

    static let help = """
        usage: duo-lsp lint [options] [PATH…]

        Lints Swift files (and Info.plist / project files) under each PATH (default: the
        current folder). Folders are searched recursively, skipping .build, Pods, Carthage,
        DerivedData, .git and the configuration's "exclude" globs; a PATH in one of them
        is skipped too (see --no-force-exclude). PATH `-` reads standard input (name it
        with --stdin-filename).

        Output
          --format FORMAT       text (default), json, sarif, github, junit, checkstyle
          --statistics          counts per rule instead of findings, with how many are fixable
          --quiet               findings only, no summary
          --show-skipped        list the files not linted because they do not run in the
                                iPhone app (tests, other platforms' targets), and why
          --color WHEN          auto (default: on a terminal), always, never

        Fixing
          --fix                 apply safe fixes in place (atomic writes)
          --unsafe-fixes        apply unsafe fixes too (implies --fix)
          --diff                print the fixes as a unified diff; write nothing

        Rules
          --select RULES        only these rules: codes, names or prefixes (DUO3), comma-separated
          --ignore RULES        not these rules

        Exit status
          --fail-on LEVEL       error, warning (default), info (or note) or hint (or remark):
                                findings at or above it fail; never: none do (also the
                                configuration's "failOn")
          --exit-zero           exit 0 even with findings
          0 no finding at or above --fail-on, 1 findings, 2 usage, configuration or I/O error

        Builds (the SwiftPM and Xcode plugins, an Xcode Run Script phase)
          --build-step          fail only as the configuration's "failOn" asks (default:
                                never); failing findings print as error:, the rest at
                                most as warning:, unreadable files as warnings; no summary
          --stamp FILE          write FILE when the lint passes (the step's declared output)

        Baseline (adopting the linter on an existing code base)
          --write-baseline FILE record the current findings in FILE
          --baseline FILE       report only findings not in FILE (also the
                                configuration's "baseline" key)

        Other
          --no-force-exclude    lint the files and folders named here even when skipped
                                or excluded (they are left out by default, like the
                                files a folder walk meets)
          --jobs N              files linted in parallel (default: all cores)
          --stdin-filename PATH the path standard input is linted as (without any PATH:
                                read standard input)
          -h, --help            this help
        """

    struct UsageError: Error {
        var message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> LintOptions {
        var options = LintOptions()
        var index = 0
        func value(_ flag: String) throws(UsageError) -> String {
            guard index + 1 < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
            index += 1
            return arguments[index]
        }
        func list(_ text: String) -> [String] {
            text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        while index < arguments.count {
            var argument = arguments[index]
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func flagValue() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                return try value(argument)
            }
            switch argument {
            case "--format":
                let text = try flagValue()
                guard let format = Format(rawValue: text) else {
                    throw UsageError(message: "unknown format '\(text)' (expected \(Format.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                options.format = format
            case "--fix": options.fix = true
            case "--unsafe-fixes":
                options.unsafeFixes = true
                options.fix = true
            case "--diff": options.diff = true
            case "--select": options.select = (options.select ?? []) + list(try flagValue())
            case "--ignore": options.ignore += list(try flagValue())
            case "--statistics": options.statistics = true
            case "--quiet", "-q": options.quiet = true
            case "--show-skipped": options.showSkipped = true
            case "--exit-zero": options.exitZero = true
            case "--fail-on":
                let text = try flagValue()
                guard let level = FailLevel(text) else {
                    throw UsageError(message: "--fail-on takes \(FailLevel.names), not '\(text)'")
                }
                options.failOn = level
            case "--build-step": options.buildStep = true
            case "--stamp": options.stamp = try flagValue()
            case "--jobs", "-j":
                let text = try flagValue()
                guard let jobs = Int(text), jobs > 0 else { throw UsageError(message: "--jobs takes a positive number, not '\(text)'") }
                options.jobs = jobs
            case "--stdin-filename": options.stdinFilename = try flagValue()
            case "--color":
                let text = try flagValue()
                guard let mode = ColorMode(rawValue: text) else { throw UsageError(message: "--color takes auto, always or never") }
                options.color = mode
            case "--baseline": options.baseline = try flagValue()
            case "--write-baseline": options.writeBaseline = try flagValue()
            case "--no-force-exclude": options.forceExclude = false
            default:
                if argument.hasPrefix("-"), argument != "-" { throw UsageError(message: "unknown option '\(argument)' (see duo-lsp help lint)") }
                options.paths.append(argument)
            }
            index += 1
        }
        // --stdin-filename alone means standard input, as in ruff and SwiftLint.
        if options.paths.isEmpty { options.paths = options.stdinFilename == nil ? ["."] : ["-"] }
        for selector in (options.select ?? []) + options.ignore where !RuleRegistry.all.contains(where: { Configuration.selector(selector, matches: $0) }) {
            throw UsageError(message: "'\(selector)' matches no rule (see duo-lsp rules)")
        }
        if options.paths.contains("-"), options.paths.count > 1 {
            throw UsageError(message: "'-' (standard input) cannot be mixed with other paths")
        }
        return options
    }

    var jobCount: Int { jobs > 0 ? jobs : max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

import Foundation
