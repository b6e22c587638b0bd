/// Where each name occurs among a file's identifiers, found on the first question about that name and
/// remembered: rules that follow a name through the file (a view's constraints, a stored value's reads,
/// a wrapper's uses) ask about a few names each, so a file with many findings pays one scan per distinct
/// name, not one per finding. Filled on demand, on the thread that lints the file (as `ScopeTree`).
public final class NameOccurrences: @unchecked Sendable {
    private unowned(unsafe) let file: SourceFile
    private var cache: [String: [Int]] = [:]

    init(file: SourceFile) {
        self.file = file
    }

    /// The code indices of the identifiers spelled `name`, in order.
    public func of(_ name: String) -> [Int] {
        if let known = cache[name] { return known }
        let spelled = Array(name.utf8)
        var found: [Int] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            file.code.withUnsafeBufferPointer { code in
                for identifier in file.kinds.identifiers {
                    let token = code[Int(identifier)]
                    guard Int(token.length) == spelled.count, bytes[token.start] == spelled[0] else { continue }
                    var equal = true
                    for offset in 1 ..< spelled.count where bytes[token.start + offset] != spelled[offset] {
                        equal = false
                        break
                    }
                    if equal { found.append(Int(identifier)) }
                }
            }
        }
        cache[name] = found
        return found
    }
}
