/// A configuration that cannot be used, located for the person who wrote it.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    public var file: String
    /// 1-based.
    public var line: Int
    public var column: Int
    /// The key path at fault (`severity.DUO107`), if any.
    public var key: String?
    public var message: String

    public init(file: String, line: Int, column: Int, key: String?, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.message = message
    }

    public var description: String {
        "\(file):\(line):\(column): error: " + (key.map { "\"\($0)\": " } ?? "") + message
    }
}

/// Reads `.duo-lsp.json` (comments and trailing commas allowed) into a
/// validated `Configuration`.
public enum ConfigurationLoader {
    public static let fileName = ".duo-lsp.json"
    public static let knownKeys = ["select", "ignore", "severity", "exclude", "deploymentTarget", "baseline", "lintTests",
                                           "lintPreviews", "$schema"]
    /// Keys only a file sets: they are about batch runs and builds, not an
    /// editor's settings (the server ignores them there).
    public static let fileOnlyKeys = ["failOn"]

    public static func parse(_ bytes: [UInt8], file: String, rules: [any Rule] = RuleRegistry.all) throws(ConfigurationError) -> Configuration {
        let lines = LineIndex(bytes)
        func fail(_ offset: Int, _ key: String?, _ message: String) -> ConfigurationError {
            let position = lines.position(of: offset)
            return ConfigurationError(file: file, line: position.line + 1, column: position.column + 1, key: key, message: message)
        }
        let root: LenientJSON.Located
        do {
            root = try LenientJSON.parse(bytes)
        } catch {
            throw fail(error.offset, nil, "not valid JSON: \(error.message)")
        }
        guard case .object(let members) = root.value else {
            throw fail(root.offset, nil, "expected an object of settings ({\"select\": [...], ...})")
        }
        var configuration = Configuration()
        for (key, located) in members {
            switch key {
            case "select":
                configuration.select = try selectors(located, key: key, rules: rules, fail: fail)
            case "ignore":
                configuration.ignore = try selectors(located, key: key, rules: rules, fail: fail)
            case "severity":
                guard case .object(let entries) = located.value else { throw fail(located.offset, key, "expected an object such as {\"DUO107\": \"hint\"}") }
                for (selector, value) in entries {
                    guard let rule = rules.first(where: { $0.code == selector.uppercased() || $0.name == selector }) else {
                        throw fail(value.offset, "severity.\(selector)", "unknown rule (expected a code such as DUO107 or a name such as full-bleed-media)")
                    }
                    guard case .string(let name) = value.value else { throw fail(value.offset, "severity.\(selector)", "expected a string") }
                    if name == "off" {
                        configuration.disabledBySeverity.insert(rule.code)
                    } else if let severity = Severity(word: name) {
                        configuration.severity[rule.code] = severity
                    } else {
                        throw fail(value.offset, "severity.\(selector)", "unknown severity \"\(name)\" (expected \(Severity.spellings) or off)")
                    }
                }
            case "exclude":
                configuration.exclude = try strings(located, key: key, fail: fail)
            case "deploymentTarget":
                let text: String
                switch located.value {
                case .string(let string): text = string
                case .number(let number): text = number == number.rounded() ? String(Int(number)) : String(number)
                default: throw fail(located.offset, key, "expected a version string such as \"17.0\"")
                }
                guard let version = OSVersion(text) else { throw fail(located.offset, key, "\"\(text)\" is not a version such as \"17.0\"") }
                configuration.deploymentTarget = version
            case "baseline":
                guard case .string(let path) = located.value, !path.isEmpty else {
                    throw fail(located.offset, key, "expected the path of a baseline file, such as \".duo-baseline.json\"")
                }
                configuration.baseline = path
            case "failOn":
                guard case .string(let text) = located.value, let level = FailLevel(text) else {
                    throw fail(located.offset, key, "expected \(FailLevel.names) (what fails a lint, and a build that lints)")
                }
                configuration.failOn = level
            case "lintTests", "lintPreviews":
                guard case .bool(let value) = located.value else { throw fail(located.offset, key, "expected true or false") }
                if key == "lintTests" { configuration.lintTests = value } else { configuration.lintPreviews = value }
            case "$schema":
                break
            default:
                throw fail(located.offset, key, "unknown setting (expected one of: \((knownKeys + fileOnlyKeys).filter { $0 != "$schema" }.joined(separator: ", ")))")
            }
        }
        return configuration
    }

    private static func strings(_ located: LenientJSON.Located, key: String,
                                fail: (Int, String?, String) -> ConfigurationError) throws(ConfigurationError) -> [String] {
        guard case .array(let elements) = located.value else { throw fail(located.offset, key, "expected an array of strings") }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let string) = element.value else { throw fail(element.offset, "\(key)[\(index)]", "expected a string") }
            result.append(string)
        }
        return result
    }

    private static func selectors(_ located: LenientJSON.Located, key: String, rules: [any Rule],
                                  fail: (Int, String?, String) -> ConfigurationError) throws(ConfigurationError) -> [String] {
        let values = try strings(located, key: key, fail: fail)
        guard case .array(let elements) = located.value else { return values }
        for (index, selector) in values.enumerated() where !rules.contains(where: { Configuration.selector(selector, matches: $0) }) {
            throw fail(elements[index].offset, "\(key)[\(index)]", "\"\(selector)\" matches no rule (expected a code such as DUO101, a prefix such as DUO3, a name such as main-screen, or all)")
        }
        return values
    }
}
