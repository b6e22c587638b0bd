extension SourceFile {
    /// An edit that deletes code tokens `first ... last`: their whole lines
    /// when nothing else is on them, else exactly their bytes.
    func removal(from first: Int, through last: Int) -> TextEdit {
        let start = code[first].start
        let end = code[last].end
        let lineStart = lines.lineStarts[lines.line(of: start)]
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == 32 || bytes[lineEnd] == 9 { lineEnd += 1 }
        let onlyCodeOnLines = bytes[lineStart ..< start].allSatisfy { $0 == 32 || $0 == 9 }
            && (lineEnd == bytes.count || bytes[lineEnd] == 10 || bytes[lineEnd] == 13)
        guard onlyCodeOnLines else { return TextEdit(range: start ..< end, newText: "") }
        if lineEnd < bytes.count { lineEnd += bytes[lineEnd] == 13 && lineEnd + 1 < bytes.count && bytes[lineEnd + 1] == 10 ? 2 : 1 }
        return TextEdit(range: lineStart ..< lineEnd, newText: "")
    }
}
