import FixIts
import Foundation
import SwiftLexer

/// What linting (and fixing) one file produced.
struct FileReport {
    var path: String
    /// The bytes the findings refer to (after fixes, when fixing).
    var bytes: [UInt8] = []
    var lines = LineIndex([])
    var diagnostics: [Diagnostic] = []
    /// Fixes applied (or, with --diff, that would be).
    var fixesApplied = 0
    /// Findings the baseline accepted, left out of `diagnostics`.
    var hiddenByBaseline = 0
    var diff: String?
    /// Not linted: the file runs somewhere other than the app on an iPhone
    /// (a test, another platform's target) and the configuration leaves that alone.
    var skipped: RunsElsewhere?
    /// An I/O or configuration problem with this file.
    var error: String?
    var isConfigurationError = false
    /// The `"failOn"` of the file's configuration.
    var failOn: FailLevel?
    /// Why the file was not read as Swift although it was found (it is not
    /// UTF-8 text), as the note to print.
    var notText: String?
}

/// Lints files on all cores; the reports come back in input order so runs
/// are reproducible.
struct LintRunner {
    let options: LintOptions
    let resolver: ConfigurationResolver
    let baselines = BaselineCache()
    /// What the files of the projects being linted declare (built by `runPaths` before linting).
    let workspace = WorkspaceIndex()

    /// The runner of `lint` and `report`: the command line's `--select` and
    /// `--ignore` on top of every file's configuration.
    init(commandLine options: LintOptions) {
        var overrides = Configuration()
        overrides.select = options.select
        overrides.ignore = options.ignore
        self.init(options: options, resolver: ConfigurationResolver(overrides: overrides))
    }

    init(options: LintOptions, resolver: ConfigurationResolver) {
        self.options = options
        self.resolver = resolver
    }

    /// The files and folders of `options.paths`, linted; the errors to
    /// print (what could not be read, then each file's own, a configuration
    /// error once however many files it governs, then fixed files written to
    /// by another program meanwhile); and notes (files skipped, temporary
    /// files of interrupted runs removed).
    func runPaths() -> (reports: [FileReport], errors: [String], notes: [String]) {
        var discovery = FileDiscovery(resolver: resolver, forceExclude: options.forceExclude)
        discovery.removesStaleTemporaries = writesFixes
        let files = discovery.collect(options.paths)
        // A folder named on the command line is its project's root when nothing above it marks one.
        ProjectLayout.shared.nameRoots(discovery.walkedFolders)
        // First the declarations of the whole projects, which rules read across files; where each file runs
        // is decided on the way, so a file that is not linted keeps none of its tokens.
        let lexed = lexedFiles(wanted: files)
        let projectFiles = WorkspaceIndexing.projectFiles(around: files, walked: discovery.walkedFolders, resolver: resolver)
        // Before the index pass, which reads the Xcode projects: what it reads of those we lint is kept for their lint.
        ProjectLayout.shared.willLint(projectFiles: files.filter { $0.target == .project }.map(\.location.path))
        WorkspaceIndexing.index(files + projectFiles, into: workspace,
                                jobs: options.jobCount, keeping: lexed)
        let reports = run(files, lexed: lexed)
        let errors = LintRunner.errors(discovery.errors, reports: reports) + ReplacedFiles.shared.finish()
        return (reports, errors, discovery.notes + reports.compactMap(\.notText))
    }

    /// Whether this run writes files (`--fix` without `--diff`).
    var writesFixes: Bool { options.fix && !options.diff }

    static func errors(_ errors: [String], reports: [FileReport]) -> [String] {
        var errors = errors
        var reportedConfigurationErrors = Set<String>()
        for report in reports {
            guard let error = report.error else { continue }
            if !report.isConfigurationError || reportedConfigurationErrors.insert(error).inserted { errors.append(error) }
        }
        return errors
    }

    func run(_ files: [FileDiscovery.Found], lexed: LexedFiles? = nil) -> [FileReport] {
        let reports = Slots<FileReport>(count: files.count)
        let progress = ProgressLine.start(total: files.count)
        Counter.forEach(files.count, jobs: options.jobCount) { index in
            reports.set(index, lintFile(files[index], lexed: lexed))
            progress?.increment()
        }
        progress?.finish()
        return reports.all
    }

    func lintFile(_ found: FileDiscovery.Found, lexed: LexedFiles? = nil) -> FileReport {
        var report = FileReport(path: found.path)
        let configuration: Configuration
        switch resolver.resolve(folder: found.location.folder.path) {
        case .success(let resolved): configuration = resolved.configuration
        case .failure(let error):
            report.error = error.description
            report.isConfigurationError = true
            return report
        }
        // A baseline that cannot be read is a configuration error: nothing
        // under it is linted (or fixed), rather than every finding printed.
        var baseline: (path: String, baseline: Baseline)?
        if let path = baselinePath(configuration) {
            switch baselines.baseline(at: path) {
            case .success(let read): baseline = (path, read)
            case .failure(let error):
                report.error = error.description
                report.isConfigurationError = true
                return report
            }
        }
        let kept = lexed?.take(found)
        if let kept, kept.read == nil, let skipped = kept.skipped {
            // Not read: where it runs was clear from the targets that build it.
            report.failOn = configuration.failOn
            report.skipped = skipped
            return report
        }
        let file: ReadFile
        if let read = kept?.read {
            file = read
        } else {
            do {
                file = try found.location.read()
            } catch {
                report.error = "\(found.path): cannot read the file (\(error.description))"
                return report
            }
        }
        if let reason = FileContent.notText(file.bytes) {
            report.notText = "\(found.path): skipped: \(reason)"
            return report
        }
        if let kept, let skipped = kept.skipped {
            report.failOn = configuration.failOn
            report.bytes = file.bytes
            report.lines = kept.lines
            report.skipped = skipped
            return report
        }
        var linted = lint(bytes: file.bytes, path: found.path, target: found.target, configuration: configuration, writingTo: file,
                          built: kept?.file(path: found.path, bytes: file.bytes))
        if let baseline {
            let all = linted.diagnostics.count
            linted.diagnostics = baseline.baseline.newFindings(linted.diagnostics, bytes: linted.bytes, lines: linted.lines,
                                                               path: BaselineFile.relativePath(of: linted.path, toBaselineAt: baseline.path))
            linted.hiddenByBaseline = all - linted.diagnostics.count
        }
        return linted
    }

    /// The baseline whose findings are hidden (`--baseline`, else the
    /// configuration's); writing a new baseline ignores the old one.
    private func baselinePath(_ configuration: Configuration) -> String? {
        options.writeBaseline == nil ? options.baseline ?? configuration.baseline : nil
    }

    /// The command line's `--baseline`, read before anything is linted: a
    /// mistyped path is one error, with no findings printed above it.
    func commandLineBaselineError() -> String? {
        guard let path = baselinePath(Configuration()), case .failure(let error) = baselines.baseline(at: path) else { return nil }
        return error.description
    }

    /// Lints `bytes` as the file `path`; with fixing enabled, fixes and (when
    /// not --diff) writes the fixes over `file` atomically.
    func lint(bytes original: [UInt8], path: String, target: LintTarget, configuration: Configuration, writingTo onDisk: ReadFile?,
              built: SourceFile? = nil) -> FileReport {
        var report = FileReport(path: path)
        report.failOn = configuration.failOn
        if target == .project {
            let linter = LinterCache.shared.linter(for: configuration)
            let file = SourceFile(projectFile: path, bytes: original)
            report.bytes = original
            report.lines = file.lines
            report.diagnostics = linter.lintProjectFile(file, read: projectReading(of: original, at: onDisk?.location.path, path: path))
            return report
        }
        let file = built ?? SourceFile(path: path, bytes: original)
        // A file found by a walk knows its real path; resolving the path as written would cost a
        // look-up per component (and fail past PATH_MAX). Tokens kept by the index pass are those of a
        // file it found linted.
        let absolutePath = onDisk?.location.path ?? Paths.absolute(path)
        if built == nil, let elsewhere = LintRunner.skipped(file, absolutePath: absolutePath, configuration: configuration) {
            report.bytes = original
            report.lines = file.lines
            report.skipped = elsewhere
            return report
        }
        // The fixes offered depend on the iOS the app supports: the projects' deployment target, unless configured.
        let linter = LinterCache.shared.linter(for: ProjectLayout.shared.configuration(configuration, forFileAt: absolutePath))
        guard options.fix || options.diff else {
            report.bytes = original
            report.lines = file.lines
            report.diagnostics = linter.lint(file, workspace: workspace)
            return report
        }
        let outcome = linter.fix(file, includeUnsafe: options.unsafeFixes, workspace: workspace)
        report.fixesApplied = outcome.applied
        if outcome.bytes != original {
            if options.diff {
                report.diff = UnifiedDiff.make(old: original, new: outcome.bytes, path: DisplayText.escaped(path))
            } else if let onDisk {
                do {
                    try AtomicFileWriter.write(outcome.bytes, over: onDisk, path: path)
                } catch {
                    report.error = error.description
                    report.bytes = original
                    report.lines = file.lines
                    report.diagnostics = linter.lint(file, workspace: workspace)
                    report.fixesApplied = 0
                    return report
                }
            }
        }
        if options.diff {
            // Findings refer to the file as it is on disk.
            report.bytes = original
            report.lines = file.lines
            report.diagnostics = linter.lint(file, workspace: workspace)
        } else {
            report.bytes = outcome.bytes
            report.lines = LineIndex(outcome.bytes)
            report.diagnostics = outcome.remaining
        }
        return report
    }
}

extension LintRunner {
    /// What the index pass keeps of `files` for this runner's lint pass: their tokens, or why they are
    /// not linted (`lint(bytes:…)` trusts kept tokens to be those of a file that is).
    func lexedFiles(wanted files: [FileDiscovery.Found]) -> LexedFiles {
        let resolver = self.resolver
        let skipping = LexedFiles.Skipping(unread: { found in
            // A file a target or a package's test target keeps out of the app is neither linted nor indexed: its
            // declarations are not visible to the app's code.
            guard case .success(let resolved) = resolver.resolve(folder: found.location.folder.path),
                  case .elsewhere(let elsewhere) = ProjectLayout.shared.projectVerdict(ofFileAt: found.location.path),
                  !resolved.configuration.lints(elsewhere) else { return nil }
            return elsewhere
        }, read: { found, file in
            guard case .success(let resolved) = resolver.resolve(folder: found.location.folder.path) else { return nil }
            return LintRunner.skipped(file, absolutePath: found.location.path, configuration: resolved.configuration)
        })
        return LexedFiles(wanted: files, skipping: skipping)
    }

    /// Why the Swift file `file` is not linted under `configuration`, if it is not: it runs somewhere
    /// other than the app on an iPhone, and the configuration leaves that code alone.
    static func skipped(_ file: SourceFile, absolutePath: String, configuration: Configuration) -> RunsElsewhere? {
        guard let elsewhere = ProjectLayout.shared.elsewhere(file, absolutePath: absolutePath), !configuration.lints(elsewhere) else { return nil }
        return elsewhere
    }

    /// An Xcode project's reading, shared with where-code-runs (`ProjectLayout`): the one it made of these
    /// bytes, or one made here that it then takes its target membership from. Nil for other project files
    /// and for one that does not read (the lint reads it again and reports why).
    func projectReading(of bytes: [UInt8], at realPath: String?, path: String) -> ProjectDocument? {
        guard let realPath, ProjectLayout.isXcodeProject(realPath) else { return nil }
        if let known = ProjectLayout.shared.takeReading(of: realPath, bytes: bytes) { return known }
        guard case .success(let document) = ProjectDocument.read(path: path, bytes: bytes) else { return nil }
        ProjectLayout.shared.adopt(document, readFrom: realPath)
        return document
    }
}
