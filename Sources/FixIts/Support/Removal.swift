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

    /// Whether code token `index` is inside a closure passed to `.toolbar`,
    /// `ToolbarItem`, `ToolbarItemGroup`, or in a `ToolbarContent` type.
    func isInToolbar(_ index: Int) -> Bool {
        for scope in scopes.chain(containing: index, in: self) {
            switch scope.kind {
            case .closure(let closure):
                if let callee = closure.callee, ["toolbar", "ToolbarItem", "ToolbarItemGroup"].contains(callee) { return true }
            case .type(let type):
                return type.inherited.contains("ToolbarContent")
            default:
                break
            }
        }
        return false
    }

    /// The closures around `index` up to the enclosing declaration, innermost first.
    func enclosingClosures(_ index: Int) -> [Closure] {
        var result: [Closure] = []
        for scope in scopes.chain(containing: index, in: self) {
            switch scope.kind {
            case .closure(let closure): result.append(closure)
            case .type: return result
            default: continue
            }
        }
        return result
    }
}
