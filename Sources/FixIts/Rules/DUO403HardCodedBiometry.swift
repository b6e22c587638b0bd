/// DUO403 hard-coded-biometry: a string literal naming "Face ID" or "Touch ID".
public struct HardCodedBiometry: Rule {
    public var code: String { "DUO403" }
    public var name: String { "hard-coded-biometry" }
    public var defaultSeverity: Severity { .info }
    /// Called once per file: string text has no trigger word.
    public var triggers: [String] { [] }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Don't hard-code \"Face ID\" or \"Touch ID\" in UI text: read `LAContext().biometryType`.",
            whatItFlags: """
                A Swift string literal whose text contains "Face ID" or "Touch ID": plain, interpolated, \
                multi-line and raw strings, `NSLocalizedString` keys and values, `String(localized:)`, `Text`. \
                Any letter case (`FACE ID`, `face id`); the two words separated by a space or a no-break space \
                (U+00A0, U+202F), standing as words (`Interface ID`, `Face IDs`, `FaceID` are not matched). One \
                finding per piece of string text, covering the first through the last name in it. Not flagged: \
                comments, identifiers (`faceIDEnabled`, `.faceID`), the translator note of a `comment:` argument, \
                and messages passed straight to `print`, `debugPrint`, `NSLog`, `os_log`, `fatalError`, \
                `assert`, `precondition` (and their `…Failure` forms) or to a logger's `debug`, `info`, `notice`, \
                `error`, `warning`, `fault`, `trace`, `critical` or `log` (a receiver whose name contains "log"): \
                those are not UI text. Text split by an interpolation (`"Face \\(x) ID"`) or escapes is not read.
                """,
            whyItMatters: """
                iPhone Duo, like every iPhone, decides which biometry it has; the name in your UI must follow the \
                device, not the model you tested on. `LAContext().biometryType` (after `canEvaluatePolicy(_:error:)`) \
                says `.faceID`, `.touchID`, `.opticID` or `.none`; hard-coded text tells some people to use a \
                sensor their device doesn't have.
                """,
            example: """
                unlockButton.setTitle("Unlock with Face ID", for: .normal)
                Text("Use Touch ID to sign in")
                """,
            useInstead: """
                let context = LAContext()
                _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
                let method: String
                switch context.biometryType {
                case .faceID: method = String(localized: "Face ID")  // duo:disable:this DUO403
                case .touchID: method = String(localized: "Touch ID")  // duo:disable:this DUO403
                case .opticID: method = String(localized: "Optic ID")
                default: method = String(localized: "Passcode")
                }
                unlockButton.setTitle(String(localized: "Unlock with \\(method)"), for: .normal)
                """,
            fixSafety: """
                No fix: the text around the name must be rewritten for each biometry (and localized), which a \
                person does. Where a literal rightly names one biometry — the branch for `.faceID` above — \
                suppress it with `// duo:disable:this DUO403`.
                """,
            references: [
                "HIG reference §5, end of \"Testing\": don't hard-code \"Face ID\" in UI text; read LAContext().biometryType (seeds/000)",
                "LocalAuthentication: LAContext.biometryType, LABiometryType",
            ]
        )
    }

    public func checkFile(_ context: RuleContext) {
        let file = context.file
        file.bytes.withUnsafeBufferPointer { bytes in
            let segments = file.code.withUnsafeBufferPointer { code in
                file.kinds.stringSegments.map(Int.init).filter { BiometryNames.mayContain(bytes, code[$0].range) }
            }
            for segment in segments {
                guard let found = BiometryNames.find(in: bytes, file.code[segment].range) else { continue }
                if let opener = literalStart(of: segment, in: file), isNotUIText(literalAt: opener, in: file) { continue }
                if found.names.count == 1, isChosenPerBiometry(segment, in: file) { continue }
                let names = found.names.map { "\"\($0)\"" }.joined(separator: " and ")
                let verb = found.names.count > 1 ? "are" : "is"
                context.report("\(names) \(verb) hard-coded: read LAContext().biometryType and name the biometry the device has",
                               bytes: found.range)
            }
        }
    }

    /// The first token of the literal holding string segment `segment` (its
    /// opening quote, or the `#` of a raw string): back over segments and
    /// interpolations of the same literal.
    private func literalStart(of segment: Int, in file: SourceFile) -> Int? {
        var index = segment - 1
        while index >= 0 {
            switch file.kind(index) {
            case .stringSegment:
                index -= 1
            case .interpolationClose:
                guard let open = file.brackets.partner(of: index) else { return nil }
                // `\(` or `\#(`: the backslash and raw delimiter before the open paren.
                index = open - 1
                while index >= 0, file.kind(index) == .backslash || file.kind(index) == .rawStringDelimiter { index -= 1 }
            case .stringQuote, .multilineStringQuote:
                return file.kind(index - 1) == .rawStringDelimiter ? index - 1 : index
            default:
                return nil
            }
        }
        return nil
    }

    /// A string that names one biometry and is one of a set chosen by the device's
    /// biometry — what the rule asks for: its statement names that kind in code or in
    /// a localization key (`…ParameterFaceID = NSLocalizedString("…face-id", …)`,
    /// `type == .faceID ? "Face ID" : "Touch ID"`), or it sits under `case .faceID:`.
    private func isChosenPerBiometry(_ segment: Int, in file: SourceFile) -> Bool {
        let statement = file.statementBounds(containing: segment)
        for index in statement where index != segment {
            switch file.kind(index) {
            case .identifier, .stringSegment:
                if HardCodedBiometry.namesBiometryKind(file.text(index)) { return true }
            default:
                continue
            }
        }
        // `case .faceID:` (or `.touchID`, `.opticID`) heading the statements of this case.
        var index = statement.lowerBound - 1
        let depth = file.brackets.parent(of: statement.lowerBound)
        while index >= 0, statement.lowerBound - index < 64 {
            if let open = file.brackets.partner(of: index), open < index { index = open - 1; continue }
            if file.brackets.parent(of: index) != depth { return false }
            if file.isWord(index, "case") || file.isWord(index, "default") {
                var label = index + 1
                while label < statement.lowerBound, file.kind(label) != .colon {
                    if file.kind(label) == .identifier, HardCodedBiometry.namesBiometryKind(file.text(label)) { return true }
                    label += 1
                }
                return false
            }
            index -= 1
        }
        return false
    }

    /// `faceID`, `FaceID`, `touch_id`, `face-id`, `opticID` (one word, or a key's parts).
    static func namesBiometryKind(_ text: String) -> Bool {
        let squeezed = String(decoding: text.utf8.filter { $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: ".") }, as: UTF8.self)
        return squeezed.containsLowercased("faceid") || squeezed.containsLowercased("touchid") || squeezed.containsLowercased("opticid")
    }

    private static let loggingFunctions: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "fatalError", "assert", "assertionFailure", "precondition", "preconditionFailure",
    ]
    private static let loggerMethods: Set<String> = ["debug", "info", "notice", "error", "warning", "fault", "trace", "critical", "log"]

    /// A translator note (`comment:`) or a message passed straight to a logging call.
    private func isNotUIText(literalAt opener: Int, in file: SourceFile) -> Bool {
        guard let paren = file.brackets.parent(of: opener), file.kind(paren) == .leftParen else { return false }
        // `NSLocalizedString("…", comment: "Face ID")`: a note to translators.
        if file.argumentLabel(holding: opener, inCallOpenedAt: paren) == "comment" { return true }
        guard let name = file.nameBefore(paren: paren), file.kind(name) == .identifier else { return false }
        let callee = file.text(name)
        if file.kind(name - 1) != .period { return HardCodedBiometry.loggingFunctions.contains(callee) }
        // `logger.info(…)`, `Log.error(…)`: a logger's method.
        return HardCodedBiometry.loggerMethods.contains(callee) && file.kind(name - 2) == .identifier
            && file.text(name - 2).containsLowercased("log")
    }
}

/// Finds "Face ID" and "Touch ID" in string text, byte by byte.
enum BiometryNames {
    /// Whether `range` holds the letters "id" in any case: a quick test that rules out nearly every segment.
    @inline(__always)
    static func mayContain(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count >= 7 else { return false }
        var index = range.lowerBound + 5
        while index < range.upperBound {
            if bytes[index] | 0x20 == UInt8(ascii: "d"), bytes[index - 1] | 0x20 == UInt8(ascii: "i") { return true }
            index += 1
        }
        return false
    }

    /// The bytes from the first through the last name in `range`, and the names, in order, once each.
    static func find(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (range: Range<Int>, names: [String])? {
        var first: Int?
        var last = 0
        var names: [String] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let lower = bytes[index] | 0x20
            guard lower == UInt8(ascii: "f") || lower == UInt8(ascii: "t"), startsWord(at: index, in: bytes, range) else {
                index += 1
                continue
            }
            let word = lower == UInt8(ascii: "f") ? "face" : "touch"
            guard let end = match(word, at: index, in: bytes, range) else {
                index += 1
                continue
            }
            let name = word == "face" ? "Face ID" : "Touch ID"
            if !names.contains(name) { names.append(name) }
            if first == nil { first = index }
            last = end
            index = end
        }
        guard let first else { return nil }
        return (first ..< last, names)
    }

    private static func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c == UInt8(ascii: "_")
    }

    /// No letter, digit or `_` before, except the letter of an escape (`\nFace ID`).
    private static func startsWord(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard index > range.lowerBound else { return true }
        if !isWordByte(bytes[index - 1]) { return true }
        return index - 2 >= range.lowerBound && bytes[index - 2] == UInt8(ascii: "\\")
    }

    /// The end of `word` + separator + `id` at `index`, case-insensitively, ending a word.
    private static func match(_ word: String, at index: Int, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var position = index
        for expected in word.utf8 {
            guard position < range.upperBound, bytes[position] | 0x20 == expected else { return nil }
            position += 1
        }
        // A space, a no-break space (C2 A0) or a narrow no-break space (E2 80 AF).
        if position < range.upperBound, bytes[position] == 0x20 {
            position += 1
        } else if position + 1 < range.upperBound, bytes[position] == 0xC2, bytes[position + 1] == 0xA0 {
            position += 2
        } else if position + 2 < range.upperBound, bytes[position] == 0xE2, bytes[position + 1] == 0x80, bytes[position + 2] == 0xAF {
            position += 3
        } else {
            return nil
        }
        guard position + 2 <= range.upperBound, bytes[position] | 0x20 == UInt8(ascii: "i"),
              bytes[position + 1] | 0x20 == UInt8(ascii: "d") else { return nil }
        position += 2
        if position < range.upperBound, isWordByte(bytes[position]) { return nil }
        return position
    }
}
