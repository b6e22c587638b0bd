/// A replacement of the bytes `range` of a file by `newText`.
public struct TextEdit: Equatable, Hashable, Sendable {
    public var range: Range<Int>
    public var newText: String

    public init(range: Range<Int>, newText: String) {
        self.range = range
        self.newText = newText
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset ..< offset, newText: text)
    }
}

/// A rewrite that repairs a finding.
public struct Fix: Equatable, Sendable {
    public enum Safety: String, Sendable {
        /// Keeps the program's meaning everywhere except the Duo behaviour it repairs: `--fix` applies it.
        case safe
        /// A person must look: only `--unsafe-fixes` applies it.
        case unsafe
    }

    public var title: String
    public var safety: Safety
    /// Non-overlapping edits, applied together or not at all.
    public var edits: [TextEdit]

    public init(title: String, safety: Safety, edits: [TextEdit]) {
        self.title = title
        self.safety = safety
        self.edits = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

/// A place in another file a finding refers to: the declaration of a wrapper whose use is reported.
public struct RelatedLocation: Hashable, Sendable {
    public var path: String
    /// 0-based line of that file.
    public var line: Int
    public var message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }
}

/// One finding of one rule in one file.
public struct Diagnostic: Equatable, Sendable {
    public var code: String
    public var name: String
    public var severity: Severity
    public var message: String
    /// The flagged bytes; never empty (editors cannot ask for fixes on an empty range).
    public var range: Range<Int>
    /// In order of preference; the first is what `--fix`/`--unsafe-fixes` apply.
    public var fixes: [Fix]
    /// The API is deprecated (editors strike it through).
    public var isDeprecation: Bool
    /// Declarations elsewhere the finding is about (LSP `relatedInformation`).
    public var related: [RelatedLocation] = []

    public init(code: String, name: String, severity: Severity, message: String, range: Range<Int>,
                fixes: [Fix] = [], isDeprecation: Bool = false) {
        self.code = code
        self.name = name
        self.severity = severity
        self.message = message
        self.range = range.isEmpty ? range.lowerBound ..< range.lowerBound + 1 : range
        self.fixes = fixes
        self.isDeprecation = isDeprecation
    }
}
