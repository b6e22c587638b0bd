/// A rule's user-facing reference: what `duo-lsp explain`, hover and
/// `docs/rules/` show. Written next to the rule, in its file.
public struct RuleDocumentation: Sendable {
    /// One line: what is wrong.
    public var summary: String
    public var whatItFlags: String
    public var whyItMatters: String
    /// Swift that the rule flags.
    public var example: String
    /// The Swift to write instead.
    public var useInstead: String
    public var fixSafety: String
    /// Sections of the seeds (`HIG reference §5 "Bars"`) and Apple sources.
    public var references: [String]

    public init(summary: String, whatItFlags: String, whyItMatters: String, example: String, useInstead: String,
                fixSafety: String, references: [String]) {
        self.summary = summary
        self.whatItFlags = whatItFlags
        self.whyItMatters = whyItMatters
        self.example = example
        self.useInstead = useInstead
        self.fixSafety = fixSafety
        self.references = references
    }
}

/// A rule: its identity, documentation and the check itself.
///
/// Rules read a `SourceFile` and report through the context; they never do
/// I/O and never see the editor or the command line.
public protocol Rule: Sendable {
    /// `DUO101`
    var code: String { get }
    /// `main-screen`
    var name: String { get }
    var defaultSeverity: Severity { get }
    var documentation: RuleDocumentation { get }
    /// Identifier words at which `check(_:at:)` is called (e.g. `UIScreen`).
    /// Empty: the rule reads the whole file, and `checkFile(_:)` is called once per file instead.
    var triggers: [String] { get }
    /// What kind of file the rule reads.
    var fileKind: FileKind { get }
    /// The safeties of the fixes the rule offers (on some of its findings,
    /// not always on all), safe first; empty when it never fixes. Shown by
    /// `duo-lsp rules` and docs/rules; checked against the rule's fixtures.
    var offeredFixes: [Fix.Safety] { get }
    /// A trigger word at code token `index`: report what is wrong there.
    func check(_ context: RuleContext, at index: Int)
    /// A rule without triggers: read the whole file (a project file, all suppressions, all strings).
    func checkFile(_ context: RuleContext)
    /// A use of a workspace wrapper of this rule's hazard (`isPad`, `UIDevice.current.isiPad()`) at code
    /// token `index` (the wrapper's name): report it if the use is the hazard.
    func checkWrapperUse(_ context: RuleContext, at index: Int, of wrapper: HazardWrapper)
}

/// The files rules read: Swift source, or project settings.
public enum FileKind: Sendable {
    case swift
    /// `Info.plist`, `.pbxproj`, JSON `.xcproj`.
    case project
}

extension Rule {
    public func check(_ context: RuleContext, at index: Int) {}
    public func checkFile(_ context: RuleContext) {}
    public var fileKind: FileKind { .swift }
    public func checkWrapperUse(_ context: RuleContext, at index: Int, of wrapper: HazardWrapper) {}
    public var offeredFixes: [Fix.Safety] { [] }
}

/// What a rule's check sees: the file, the configuration, and where to report.
public final class RuleContext {
    public let file: SourceFile
    public let configuration: Configuration
    /// What the other files of the workspace declare; nil when linting one file alone.
    public let workspace: WorkspaceIndex?
    private let rule: any Rule
    private let severity: Severity
    private(set) var diagnostics: [Diagnostic] = []
    /// A project file read once for all the project rules that lint it.
    var projectReading: ProjectReading?
    /// What the rule worked out about the file for the rest of this lint (`remembered(_:_:)`).
    private var answers: [String: Any] = [:]
    /// What each remembered answer asked of the file when it was worked out (`AskedNames`).
    private var answersAsked: [String: AskedNames] = [:]

    /// The answer to a question about this file that does not depend on the finding being checked (how a
    /// view is placed, say), worked out once per lint: a file with many findings must not pay per finding
    /// for a walk of every use of a name. One context per rule and file, used on the thread that lints it.
    public func remembered<Answer>(_ question: String, _ answer: () -> Answer) -> Answer {
        let recorder = file.askedNames
        if let known = answers[question] as? Answer {
            if let recorder, let asked = answersAsked[question] { recorder.ask(all: asked) }
            return known
        }
        guard let recorder else {
            let computed = answer()
            answers[question] = computed
            return computed
        }
        // Worked out while one item is checked, used again by later ones: each asks what it asked, even
        // of the first item's own tokens (no item, so every question counts).
        let asked = AskedNames(item: 0 ..< 0)
        file.askedNames = asked
        let computed = answer()
        file.askedNames = recorder
        recorder.ask(all: asked)
        answers[question] = computed
        answersAsked[question] = asked
        return computed
    }

    init(file: SourceFile, configuration: Configuration, rule: any Rule, severity: Severity, workspace: WorkspaceIndex? = nil) {
        self.file = file
        self.configuration = configuration
        self.rule = rule
        self.severity = severity
        self.workspace = workspace
    }

    /// Reports a finding over the code tokens `first ... last`.
    public func report(_ message: String, from first: Int, through last: Int, severity: Severity? = nil,
                       fixes: [Fix] = [], isDeprecation: Bool = false) {
        report(message, bytes: file.code[first].start ..< file.code[last].end, severity: severity, fixes: fixes,
               isDeprecation: isDeprecation)
    }

    /// Reports a finding over the bytes `range` (labelled `bytes:` so that it is never taken for token
    /// indices, which `report(_:from:through:)` takes). A severity passed here is the
    /// rule's own judgement (an info-level variant); the configuration's
    /// override for the rule still wins.
    public func report(_ message: String, bytes range: Range<Int>, severity: Severity? = nil, fixes: [Fix] = [],
                       isDeprecation: Bool = false, related: [RelatedLocation] = []) {
        let configured = configuration.severity[rule.code]
        let finalSeverity = configured ?? severity ?? self.severity
        var diagnostic = Diagnostic(code: rule.code, name: rule.name, severity: finalSeverity, message: message,
                                    range: range, fixes: fixes, isDeprecation: isDeprecation)
        diagnostic.related = related
        diagnostics.append(diagnostic)
    }

    /// Reports a use of a workspace wrapper: the message names it and where it is declared, and the
    /// declaration is the finding's related location.
    public func report(_ message: String, wrapperUse use: ClosedRange<Int>, of wrapper: HazardWrapper) {
        report(message, bytes: file.range(from: use.lowerBound, through: use.upperBound),
               related: [RelatedLocation(path: wrapper.path, line: wrapper.line, message: "`\(wrapper.name)` wraps `\(wrapper.wrapped)`")])
    }
}
