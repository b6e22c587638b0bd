/// A unified diff (what `diff -u` prints) of two versions of a file, with
/// three lines of context; `patch -p0` applies it.
enum UnifiedDiff {
    static func make(old: [UInt8], new: [UInt8], path: String) -> String {
        let a = splitLines(old)
        let b = splitLines(new)
        let operations = diffLines(a, b)
        var hunks: [String] = []
        var index = 0
        while index < operations.count {
            guard operations[index].kind != .same else { index += 1; continue }
            // Extend a hunk over changes separated by at most six unchanged lines.
            var end = index
            while end < operations.count {
                if operations[end].kind != .same { end += 1; continue }
                var run = end
                while run < operations.count, operations[run].kind == .same { run += 1 }
                if run - end > 6 || run == operations.count { break }
                end = run
            }
            let start = max(0, index - 3)
            let stop = min(operations.count, end + 3)
            let slice = operations[start ..< stop]
            let oldStart = slice.first!.oldIndex
            let newStart = slice.first!.newIndex
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
            var hunk = "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for operation in slice {
                switch operation.kind {
                case .same: hunk += " " + line(a[operation.oldIndex])
                case .delete: hunk += "-" + line(a[operation.oldIndex])
                case .insert: hunk += "+" + line(b[operation.newIndex])
                }
            }
            hunks.append(hunk)
            index = stop
        }
        guard !hunks.isEmpty else { return "" }
        return "--- \(path)\n+++ \(path)\n" + hunks.joined()
    }

    /// A line as the diff shows it. Whether it ends the file without a line
    /// break is read from its last byte: as a String, a CRLF line ends in
    /// the one character "\r\n", which `hasSuffix("\n")` does not match.
    /// A lone CR is no line break to patch and git, so a file of CR-ended
    /// lines is one line to them, as it is here.
    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
    }

    private static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 10 {
            lines.append(bytes[start ... index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// Myers' O((N+M)·D) line diff: fixes change few lines, so D is small
    /// even in a large file.
    static func diffLines(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation] {
        let n = a.count
        let m = b.count
        let max = n + m
        guard max > 0 else { return [] }
        let offset = max
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        var finalD = 0
        search: for d in 0 ... max {
            // Keep only the diagonals step d can read: O(D²) memory in all.
            trace.append(Array(v[offset - d ... offset + d]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m {
                    finalD = d
                    break search
                }
            }
        }
        // Walk the trace back from the end to recover the edit script.
        var operations: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: finalD, through: 0, by: -1) {
            let saved = trace[d]
            func at(_ diagonal: Int) -> Int { saved[diagonal + d] }
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && at(k - 1) < at(k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                operations.append(Operation(kind: .same, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    operations.append(Operation(kind: .insert, oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    operations.append(Operation(kind: .delete, oldIndex: x, newIndex: y))
                }
            }
        }
        while x > 0, y > 0 {
            x -= 1; y -= 1
            operations.append(Operation(kind: .same, oldIndex: x, newIndex: y))
        }
        return operations.reversed()
    }
}
