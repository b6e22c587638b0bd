import Foundation

/// Reads an XML property list (an `Info.plist` as Xcode writes it) into a
/// `PlistValue`.
///
/// It reads what property lists use — `<dict>`, `<key>`, `<array>`, `<string>`,
/// `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>`, `<data>` — and skips
/// what XML allows around them (declaration, doctype, comments, processing
/// instructions), decoding entities and CDATA. Not a general XML parser: no
/// namespaces, no validation. Linear; nesting is capped so hostile input cannot
/// exhaust the stack; anything else is a `ProjectFileError` at the offset where
/// reading stopped.
enum XMLPropertyListReader {
    static func read(_ bytes: [UInt8]) throws(ProjectFileError) -> PlistValue {
        var reader = XMLReader(bytes: bytes)
        return try reader.document()
    }
}

private struct XMLReader: ProjectTextReader {
    struct Tag {
        enum Form { case open, close, empty }
        var name: String
        var form: Form
        var range: Range<Int>
    }

    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        position = TextFormat.start(of: bytes)
    }

    func starts(with literal: String, at offset: Int) -> Bool {
        var index = offset
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// Moves past `terminator`, or fails naming what was left open.
    mutating func skip(past terminator: String, opened what: String, at start: Int) throws(ProjectFileError) {
        let first = terminator.utf8.first!
        while position < bytes.count {
            if bytes[position] == first, starts(with: terminator, at: position) {
                position += terminator.utf8.count
                return
            }
            position += 1
        }
        throw error("unterminated \(what)", at: start)
    }

    /// Whitespace, comments, processing instructions and the doctype: what may stand between elements.
    mutating func skipMisc() throws(ProjectFileError) {
        while position < bytes.count {
            let c = bytes[position]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                position += 1
            } else if starts(with: "<!--", at: position) {
                let start = position
                position += 4
                try skip(past: "-->", opened: "comment <!--", at: start)
            } else if starts(with: "<?", at: position) {
                let start = position
                position += 2
                try skip(past: "?>", opened: "processing instruction <?", at: start)
            } else if starts(with: "<!DOCTYPE", at: position) {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`, with an internal subset `[…]` if any.
    mutating func skipDoctype() throws(ProjectFileError) {
        let start = position
        position += 9
        var inSubset = false
        var quote: UInt8?
        while position < bytes.count {
            let c = bytes[position]
            position += 1
            if let open = quote {
                if c == open { quote = nil }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: "[") {
                inSubset = true
            } else if c == UInt8(ascii: "]") {
                inSubset = false
            } else if c == UInt8(ascii: ">"), !inSubset {
                return
            }
        }
        throw error("unterminated <!DOCTYPE", at: start)
    }

    static func isNameByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x5F || c == 0x2E || c == 0x3A || c >= 0x80
    }

    /// The tag at `position` (which holds `<`): its name and form; attributes are skipped.
    mutating func tag() throws(ProjectFileError) -> Tag {
        let start = position
        guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
            if position >= bytes.count { throw error("unexpected end of file") }
            throw error("expected an element, found text")
        }
        position += 1
        var form = Tag.Form.open
        if position < bytes.count, bytes[position] == UInt8(ascii: "/") {
            form = .close
            position += 1
        }
        let nameStart = position
        while position < bytes.count, XMLReader.isNameByte(bytes[position]) { position += 1 }
        guard position > nameStart else { throw error("expected an element name after '<'", at: start) }
        let name = String(decoding: bytes[nameStart ..< position], as: UTF8.self)
        var quote: UInt8?
        while position < bytes.count {
            let c = bytes[position]
            position += 1
            if let open = quote {
                if c == open { quote = nil }
                continue
            }
            switch c {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = c
            case UInt8(ascii: "<"):
                throw error("'<' inside the tag <\(name)", at: position - 1)
            case UInt8(ascii: ">"):
                if bytes[position - 2] == UInt8(ascii: "/"), form == .open { form = .empty }
                return Tag(name: name, form: form, range: start ..< position)
            default:
                break
            }
        }
        throw error("unterminated tag <\(name)", at: start)
    }

    mutating func document() throws(ProjectFileError) -> PlistValue {
        try skipMisc()
        guard position < bytes.count else { throw error("empty file: no property list") }
        let saved = position
        let root = try tag()
        let value: PlistValue
        if root.name == "plist", root.form == .open {
            try skipMisc()
            value = try self.value(depth: 0)
            try skipMisc()
            let close = try tag()
            guard close.name == "plist", close.form == .close else {
                throw error("expected </plist>, found \(describe(close))", at: close.range.lowerBound)
            }
        } else if root.name == "plist" {
            throw error("<plist> holds no value", at: root.range.lowerBound)
        } else {
            // A bare value with no <plist> around it: CoreFoundation reads it too.
            position = saved
            value = try self.value(depth: 0)
        }
        try skipMisc()
        guard position == bytes.count else { throw error("unexpected text after the property list") }
        return value
    }

    func describe(_ tag: Tag) -> String {
        switch tag.form {
        case .open: "<\(tag.name)>"
        case .close: "</\(tag.name)>"
        case .empty: "<\(tag.name)/>"
        }
    }

    mutating func value(depth: Int) throws(ProjectFileError) -> PlistValue {
        guard depth < TextFormat.maxDepth else { throw error(TextFormat.tooDeep) }
        try skipMisc()
        let open = try tag()
        guard open.form != .close else { throw error("expected a value, found \(describe(open))", at: open.range.lowerBound) }
        let start = open.range.lowerBound
        switch open.name {
        case "dict":
            if open.form == .empty { return PlistValue(.dictionary([]), range: open.range) }
            var entries: [PlistEntry] = []
            while true {
                try skipMisc()
                let keyTag = try tag()
                if keyTag.name == "dict", keyTag.form == .close { return PlistValue(.dictionary(entries), range: open.range) }
                guard keyTag.name == "key", keyTag.form != .close else {
                    throw error("expected <key> or </dict>, found \(describe(keyTag))", at: keyTag.range.lowerBound)
                }
                let key = keyTag.form == .empty ? "" : try text(closing: "key")
                let keyRange = keyTag.range.lowerBound ..< position
                try skipMisc()
                if position < bytes.count, starts(with: "</dict", at: position) {
                    throw error("the key \(key) has no value", at: keyRange.lowerBound)
                }
                entries.append(PlistEntry(key: key, keyRange: keyRange, value: try value(depth: depth + 1)))
            }
        case "array":
            if open.form == .empty { return PlistValue(.array([]), range: open.range) }
            var elements: [PlistValue] = []
            while true {
                try skipMisc()
                if starts(with: "</", at: position) {
                    let close = try tag()
                    guard close.name == "array" else { throw error("expected </array>, found \(describe(close))", at: close.range.lowerBound) }
                    return PlistValue(.array(elements), range: open.range)
                }
                elements.append(try value(depth: depth + 1))
            }
        case "true", "false":
            if open.form == .open {
                try skipMisc()
                let close = try tag()
                guard close.name == open.name, close.form == .close else {
                    throw error("expected </\(open.name)>, found \(describe(close))", at: close.range.lowerBound)
                }
            }
            return PlistValue(.bool(open.name == "true"), range: start ..< position)
        case "string", "integer", "real", "date", "data":
            let content = open.form == .empty ? "" : try text(closing: open.name)
            let range = start ..< position
            switch open.name {
            case "string": return PlistValue(.string(content), range: range)
            case "integer", "real": return PlistValue(.number(content.trimmingCharacters(in: .whitespacesAndNewlines)), range: range)
            default: return PlistValue(.other, range: range)
            }
        case "key":
            throw error("<key> outside a <dict>", at: start)
        default:
            throw error("unknown element <\(open.name)>", at: start)
        }
    }

    /// Character data up to `</name>`, with entities and CDATA decoded and comments dropped.
    mutating func text(closing name: String) throws(ProjectFileError) -> String {
        var result: [UInt8] = []
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "<") {
                if starts(with: "<!--", at: position) {
                    let start = position
                    position += 4
                    try skip(past: "-->", opened: "comment <!--", at: start)
                    continue
                }
                if starts(with: "<![CDATA[", at: position) {
                    let start = position
                    position += 9
                    let contentStart = position
                    try skip(past: "]]>", opened: "<![CDATA[", at: start)
                    result.append(contentsOf: bytes[contentStart ..< position - 3])
                    continue
                }
                let close = try tag()
                guard close.name == name, close.form == .close else {
                    throw error("expected </\(name)>, found \(describe(close))", at: close.range.lowerBound)
                }
                return String(decoding: result, as: UTF8.self)
            }
            if c == UInt8(ascii: "&") {
                decodeEntity(into: &result)
                continue
            }
            result.append(c)
            position += 1
        }
        throw error("unexpected end of file inside <\(name)>")
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#65;` `&#x41;`; anything else is kept as written.
    mutating func decodeEntity(into result: inout [UInt8]) {
        var end = position + 1
        while end < bytes.count, end - position <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            result.append(bytes[position])
            position += 1
            return
        }
        let name = String(decoding: bytes[position + 1 ..< end], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                scalar = nil
            }
        }
        guard let scalar else {
            result.append(bytes[position])
            position += 1
            return
        }
        result.append(contentsOf: Array(String(scalar).utf8))
        position = end + 1
    }
}
