import Foundation

/// A property-list value as read from an `Info.plist` (XML or text), a
/// `.pbxproj` (text, "OpenStep") or a JSON `.xcproj`: the three formats meet
/// in this one tree so the project rules read settings the same way.
/// Every value remembers where it is written, so findings point at the text.
public struct PlistValue: Sendable {
    public indirect enum Kind: Sendable {
        /// Strings, and the unquoted words of the text format (`YES`, `77`, `iphoneos`).
        case string(String)
        case bool(Bool)
        /// `<integer>`, `<real>`, JSON numbers, as written.
        case number(String)
        case array([PlistValue])
        /// Entries in file order; a repeated key keeps every occurrence.
        case dictionary([PlistEntry])
        /// `<data>`, `<date>`, JSON `null`: nothing the rules read.
        case other
    }

    public var kind: Kind
    /// The value's bytes (`<true/>`, `<string>YES</string>`, `"YES"`, `YES`);
    /// for an array or dictionary only its opening bracket or tag.
    public var range: Range<Int>

    public init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    public var entries: [PlistEntry]? {
        if case .dictionary(let entries) = kind { return entries }
        return nil
    }

    public var elements: [PlistValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The last entry named `key` (a repeated key: the last one wins, as in Xcode).
    public func entry(_ key: String) -> PlistEntry? {
        entries?.last { $0.key == key }
    }

    public subscript(key: String) -> PlistValue? { entry(key)?.value }

    /// How a build setting or plist boolean reads: `YES`, `true`, `1`,
    /// `<true/>` are on; `NO`, `false`, `0`, `<false/>` off; anything else
    /// (`$(VARIABLE)`, a list) cannot be decided from the file.
    public var truth: Truth {
        switch kind {
        case .bool(let value): return value ? .on : .off
        case .number(let text): return Double(text).map { $0 != 0 ? .on : .off } ?? .unknown
        case .string(let text):
            switch text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
            case "yes", "true", "1": return .on
            case "no", "false", "0": return .off
            default: return .unknown
            }
        default: return .unknown
        }
    }

    public enum Truth: Sendable { case on, off, unknown }

    /// Calls `visit` for every dictionary entry in the tree, depth first in file order.
    /// Iterative, so a deeply nested file cannot exhaust the stack.
    public func forEachEntry(_ visit: (PlistEntry) -> Void) {
        var stack: [PlistValue] = [self]
        while let value = stack.popLast() {
            switch value.kind {
            case .dictionary(let entries):
                for entry in entries { visit(entry) }
                stack.append(contentsOf: entries.reversed().map(\.value))
            case .array(let elements):
                stack.append(contentsOf: elements.reversed())
            default:
                break
            }
        }
    }
}

/// `key = value;`, `<key>…</key><value/>`, `"key": value`.
public struct PlistEntry: Sendable {
    public var key: String
    /// The key's bytes (`<key>UIRequiresFullScreen</key>`, `"SDKROOT"`, `SDKROOT`).
    public var keyRange: Range<Int>
    public var value: PlistValue

    public init(key: String, keyRange: Range<Int>, value: PlistValue) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }

    /// From the key through the value: what a finding about this setting covers.
    public var range: Range<Int> { keyRange.lowerBound ..< max(keyRange.upperBound, value.range.upperBound) }
}
