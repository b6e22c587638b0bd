/// What `.duo-lsp.json`, `initializationOptions` and
/// `workspace/didChangeConfiguration` can set. Validated: every code, name
/// and severity is known.
public struct Configuration: Equatable, Sendable {
    /// Rules to run: codes (`DUO101`), names (`main-screen`) or code prefixes
    /// (`DUO3`). Nil runs every rule.
    public var select: [String]?
    /// Rules not to run, same forms; wins over `select`.
    public var ignore: [String] = []
    /// Severity per rule code; `off` disables the rule.
    public var severity: [String: Severity] = [:]
    public var disabledBySeverity: Set<String> = []
    /// Globs of paths to skip in batch mode and workspace scans.
    public var exclude: [String] = []
    /// Oldest iOS the app supports; fixes that need a newer one are guarded or withheld.
    public var deploymentTarget: OSVersion?
    /// The app's `Info.plist` declares one window scene (`SceneSupport`): set from the project around the
    /// file, not by `.duo-lsp.json`.
    public var declaresOneScene = false
    /// The app's `Info.plist` has no scene manifest (`SceneSupport.hasNotAdoptedScenes`): DUO404's hazard comes
    /// once the app adopts scenes and allows several windows, which its message then says.
    public var appHasNotAdoptedScenes = false
    /// The app ships translations (a string catalog, `.xcstrings`, or a `.lproj` folder of a language other
    /// than English): an English title a fix would insert is for a person to localize (DUO303). Set from the
    /// project around the file, not by `.duo-lsp.json`.
    public var appIsLocalized = false
    /// Where no deployment target is known: the lowest iOS an `if #available(iOS x, *)` of the file names. The
    /// app runs on systems older than that (the compiler warns about a check its target makes useless), so a
    /// fix needing it or newer is not offered bare. Set per file by the linter (`Linter.configuration(for:)`).
    public var checkedAvailability: OSVersion?
    /// A baseline file of accepted findings (relative to the configuration
    /// file's folder as written; absolute once resolved).
    public var baseline: String?
    /// What fails a lint of the files it governs (nil: the command line's
    /// `--fail-on`, else warnings for `duo-lsp lint` and nothing for a build).
    public var failOn: FailLevel?
    /// Lint test code too (RULES.md, "Where code runs"): off by default.
    public var lintTests: Bool {
        get { lintTestsSetting ?? false }
        set { lintTestsSetting = newValue }
    }
    /// Lint preview code too: off by default.
    public var lintPreviews: Bool {
        get { lintPreviewsSetting ?? false }
        set { lintPreviewsSetting = newValue }
    }
    /// Nil where no layer of settings says (so a layer above can leave it as it is).
    private var lintTestsSetting: Bool?
    private var lintPreviewsSetting: Bool?

    public init(select: [String]? = nil, ignore: [String] = [], severity: [String: Severity] = [:],
                exclude: [String] = [], deploymentTarget: OSVersion? = nil) {
        self.select = select
        self.ignore = ignore
        self.severity = severity
        self.exclude = exclude
        self.deploymentTarget = deploymentTarget
    }

    /// Whether the rule runs under this configuration.
    public func isEnabled(_ rule: any Rule) -> Bool {
        if disabledBySeverity.contains(rule.code) { return false }
        if ignore.contains(where: { Configuration.selector($0, matches: rule) }) { return false }
        guard let select else { return true }
        return select.contains { Configuration.selector($0, matches: rule) }
    }

    /// `DUO101`, `main-screen`, a prefix such as `DUO1`, or `all`.
    public static func selector(_ selector: String, matches rule: any Rule) -> Bool {
        let upper = selector.uppercased()
        return upper == "ALL" || rule.code == upper || rule.name == selector.lowercased() || (upper.hasPrefix("DUO") && rule.code.hasPrefix(upper))
    }

    /// Whether a fix needing `version` may be offered as is.
    public func supports(_ version: OSVersion) -> Bool {
        if let deploymentTarget { return deploymentTarget >= version }
        if let checkedAvailability, checkedAvailability <= version { return false }
        return true
    }

    /// This configuration with `other`'s explicitly set values on top.
    public func merged(with other: Configuration) -> Configuration {
        var result = self
        if other.select != nil { result.select = other.select }
        if !other.ignore.isEmpty { result.ignore += other.ignore }
        result.severity.merge(other.severity) { $1 }
        result.disabledBySeverity.formUnion(other.disabledBySeverity)
        if !other.exclude.isEmpty { result.exclude += other.exclude }
        if other.deploymentTarget != nil { result.deploymentTarget = other.deploymentTarget }
        if other.baseline != nil { result.baseline = other.baseline }
        if other.failOn != nil { result.failOn = other.failOn }
        if other.lintTestsSetting != nil { result.lintTestsSetting = other.lintTestsSetting }
        if other.lintPreviewsSetting != nil { result.lintPreviewsSetting = other.lintPreviewsSetting }
        return result
    }
}

/// An iOS version such as `17.0` or `27.1`.
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var components: [Int]

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        components = parts.map { $0! }
    }

    public init(_ major: Int, _ minor: Int = 0) {
        components = [major, minor]
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for i in 0 ..< max(lhs.components.count, rhs.components.count) {
            let a = i < lhs.components.count ? lhs.components[i] : 0
            let b = i < rhs.components.count ? rhs.components[i] : 0
            if a != b { return a < b }
        }
        return false
    }

    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    public var description: String { components.map(String.init).joined(separator: ".") }
}
