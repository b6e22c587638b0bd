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
///
/// Its place is kept inline and everything else in one shared, copy-on-write box: a finding is copied
/// a dozen times on its way from a rule to the editor (the memo of each item, moved after an edit,
/// sorted, filtered, published), and copying five reference-counted fields each time was a tenth of a
/// keystroke's work in a dense file (issue 17). Reads and writes are those of a plain struct.
public struct Diagnostic: Equatable, Sendable {
    /// The flagged bytes; never empty (editors cannot ask for fixes on an empty range).
    public var range: Range<Int>
    private var box: Box

    /// Everything but the place. Never mutated once shared: a setter copies it first when it is.
    private final class Box: @unchecked Sendable {
        var code: String
        var name: String
        var severity: Severity
        var message: String
        var fixes: [Fix]
        var isDeprecation: Bool
        var related: [RelatedLocation]

        init(code: String, name: String, severity: Severity, message: String, fixes: [Fix], isDeprecation: Bool, related: [RelatedLocation]) {
            self.code = code
            self.name = name
            self.severity = severity
            self.message = message
            self.fixes = fixes
            self.isDeprecation = isDeprecation
            self.related = related
        }

        func copy() -> Box {
            Box(code: code, name: name, severity: severity, message: message, fixes: fixes, isDeprecation: isDeprecation, related: related)
        }

        func same(as other: Box) -> Bool {
            self === other || (code == other.code && name == other.name && severity == other.severity && message == other.message
                && fixes == other.fixes && isDeprecation == other.isDeprecation && related == other.related)
        }
    }

    /// The box, copied first when another diagnostic shares it.
    private var uniqueBox: Box {
        mutating get {
            if !isKnownUniquelyReferenced(&box) { box = box.copy() }
            return box
        }
    }

    public var code: String {
        get { box.code }
        set { uniqueBox.code = newValue }
    }
    public var name: String {
        get { box.name }
        set { uniqueBox.name = newValue }
    }
    public var severity: Severity {
        get { box.severity }
        set { uniqueBox.severity = newValue }
    }
    public var message: String {
        get { box.message }
        set { uniqueBox.message = newValue }
    }
    /// In order of preference; the first is what `--fix`/`--unsafe-fixes` apply.
    public var fixes: [Fix] {
        get { box.fixes }
        set { uniqueBox.fixes = newValue }
    }
    /// The API is deprecated (editors strike it through).
    public var isDeprecation: Bool {
        get { box.isDeprecation }
        set { uniqueBox.isDeprecation = newValue }
    }
    /// Declarations elsewhere the finding is about (LSP `relatedInformation`).
    public var related: [RelatedLocation] {
        get { box.related }
        set { uniqueBox.related = newValue }
    }

    public init(code: String, name: String, severity: Severity, message: String, range: Range<Int>,
                fixes: [Fix] = [], isDeprecation: Bool = false) {
        self.range = range.isEmpty ? range.lowerBound ..< range.lowerBound + 1 : range
        box = Box(code: code, name: name, severity: severity, message: message, fixes: fixes, isDeprecation: isDeprecation, related: [])
    }

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.range == b.range && a.box.same(as: b.box)
    }
}

/// What a test failure prints: the fields, not the box.
extension Diagnostic: CustomDebugStringConvertible {
    public var debugDescription: String {
        "Diagnostic(\(code) \(name), \(severity), \(range), \"\(message)\", fixes: \(fixes.map(\.title)), deprecation: \(isDeprecation), related: \(related))"
    }
}
