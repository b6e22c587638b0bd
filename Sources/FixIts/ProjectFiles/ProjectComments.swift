/// Comments in project files, for suppression directives: `<!-- … -->` in
/// XML property lists, `/* … */` and `//` in `.pbxproj` and `.xcproj`.
///
/// A scan of its own (not the readers'), so directives work in a file that
/// does not parse — `<!-- duo:disable:next DUO400 -->` included. Strings are
/// skipped, so `"a // b"` or `<string>/* x */</string>` hold no comment.
public enum ProjectComments {
    struct Comment {
        /// The whole comment, delimiters included (where DUO001 points).
        var range: Range<Int>
        /// Between the delimiters.
        var body: Range<Int>
    }

    /// The comments of a project file, in order.
    static func scan(_ bytes: [UInt8], format: ProjectFileFormat) -> [Comment] {
        switch format {
        case .xmlPropertyList: xmlComments(bytes)
        case .textPropertyList, .json: cStyleComments(bytes, singleQuotes: format == .textPropertyList)
        case .binaryPropertyList: []
        }
    }

    private static func matches(_ bytes: [UInt8], _ literal: String, at offset: Int) -> Bool {
        var index = offset
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    private static func xmlComments(_ bytes: [UInt8]) -> [Comment] {
        var comments: [Comment] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if matches(bytes, "<![CDATA[", at: index) {
                index += 9
                while index < bytes.count, !matches(bytes, "]]>", at: index) { index += 1 }
                index += 3
            } else if matches(bytes, "<!--", at: index) {
                let start = index
                index += 4
                while index < bytes.count, !matches(bytes, "-->", at: index) { index += 1 }
                let bodyEnd = min(index, bytes.count)
                index = min(bytes.count, index + 3)
                comments.append(Comment(range: start ..< index, body: start + 4 ..< bodyEnd))
            } else {
                index += 1
            }
        }
        return comments
    }

    private static func cStyleComments(_ bytes: [UInt8], singleQuotes: Bool) -> [Comment] {
        var comments: [Comment] = []
        var index = 0
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\"") || (singleQuotes && c == UInt8(ascii: "'")) {
                index += 1
                while index < bytes.count, bytes[index] != c {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            } else if c == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let start = index
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                comments.append(Comment(range: start ..< index, body: start + 2 ..< index))
            } else if c == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                let bodyEnd = min(index, bytes.count)
                index = min(bytes.count, index + 2)
                comments.append(Comment(range: start ..< index, body: start + 2 ..< bodyEnd))
            } else {
                index += 1
            }
        }
        return comments
    }

    /// The suppression directives of a project file.
    static func suppressions(in file: SourceFile) -> Suppressions {
        let comments = scan(file.bytes, format: ProjectFileFormat.of(path: file.path, bytes: file.bytes))
        // For `disable:next`: the first line after each comment that holds more
        // than whitespace and comments, computed back to front in one pass.
        var nextContent = [Int](repeating: file.bytes.count, count: comments.count)
        for index in comments.indices.reversed() {
            var offset = comments[index].range.upperBound
            while offset < file.bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(file.bytes[offset]) { offset += 1 }
            if index + 1 < comments.count, comments[index + 1].range.lowerBound == offset { offset = nextContent[index + 1] }
            nextContent[index] = offset
        }
        return Suppressions(comments: comments.indices.map { index in
            (range: comments[index].range, body: file.bytes[comments[index].body],
             nextLine: nextContent[index] < file.bytes.count ? file.lines.line(of: nextContent[index]) : Int.max)
        }, lines: file.lines)
    }

    /// The comment a "disable for this line" action inserts above a finding in
    /// the project file `path`: `<!-- … -->` in XML, `// …` otherwise.
    public static func suppressionComment(_ directive: String, path: String, bytes: [UInt8]) -> String {
        ProjectFileFormat.of(path: path, bytes: bytes) == .xmlPropertyList ? "<!-- \(directive) -->" : "// \(directive)"
    }
}
