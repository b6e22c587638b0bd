/// Where each name occurs among a file's identifiers, found on the first question about that name and
/// remembered: rules that follow a name through the file (a view's constraints, a stored value's reads,
/// a wrapper's uses) ask about a few names each, so a file with many findings pays one scan per distinct
/// name, not one per finding. (Sorting the identifiers into buckets by length and first byte on the first
/// question was measured: it costs as much as the dozen scans a lint asks for.) Filled on demand, on the
/// thread that lints the file (as `ScopeTree`).
public final class NameOccurrences: @unchecked Sendable {
    private unowned(unsafe) let file: SourceFile
    private var cache: [String: [Int]] = [:]

    init(file: SourceFile) {
        self.file = file
    }

    /// The code indices of the identifiers spelled `name`, in order.
    public func of(_ name: String) -> [Int] {
        if let known = cache[name] { return known }
        let found = scan(for: Array(name.utf8), prefixOnly: false)
        cache[name] = found
        return found
    }

    /// The code indices of the identifiers that start with `prefix` and are longer than it, in order
    /// (`previewDisplayName`, `previewLayout` … for `preview`). Not remembered.
    public func of(prefix: String) -> [Int] {
        scan(for: Array(prefix.utf8), prefixOnly: true)
    }

    private func scan(for spelled: [UInt8], prefixOnly: Bool) -> [Int] {
        guard let first = spelled.first else { return [] }
        var found: [Int] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            file.code.withUnsafeBufferPointer { code in
                file.kinds.identifiers.withUnsafeBufferPointer { identifiers in
                    for identifier in identifiers {
                        let token = code[Int(identifier)]
                        let length = Int(token.length)
                        guard prefixOnly ? length > spelled.count : length == spelled.count, bytes[token.start] == first else { continue }
                        var equal = true
                        for offset in 1 ..< spelled.count where bytes[token.start + offset] != spelled[offset] {
                            equal = false
                            break
                        }
                        if equal { found.append(Int(identifier)) }
                    }
                }
            }
        }
        return found
    }
}
