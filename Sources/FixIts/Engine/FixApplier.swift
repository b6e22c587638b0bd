/// Applies fixes to a file's bytes: edits of many findings in one pass,
/// skipping (and counting) a fix whose edits would overlap one already taken,
/// so overlapping fixes never corrupt the text.
public enum FixApplier {
    public struct Result: Sendable {
        public var bytes: [UInt8]
        public var applied: Int
        /// Fixes not applied because they overlapped an earlier one.
        public var conflicts: Int
    }

    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Result {
        let chosen = compatible(fixes, byteCount: bytes.count)
        let taken = chosen.flatMap(\.edits)
        var result = bytes
        for edit in taken.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.newText.utf8))
        }
        return Result(bytes: result, applied: chosen.count, conflicts: fixes.count - chosen.count)
    }

    /// The fixes that can be applied together, in order: each one whose edits
    /// overlap none taken before it (and lie within the file).
    public static func compatible(_ fixes: [Fix], byteCount: Int) -> [Fix] {
        var taken: [TextEdit] = []
        var chosen: [Fix] = []
        for fix in fixes {
            let valid = fix.edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= byteCount }
            guard valid, !fix.edits.contains(where: { edit in taken.contains { overlaps($0, edit) } }),
                  !selfOverlapping(fix.edits) else { continue }
            taken += fix.edits
            chosen.append(fix)
        }
        return chosen
    }

    /// Two insertions at one point, or ranges sharing a byte, conflict;
    /// edits that only touch end to end do not.
    static func overlaps(_ a: TextEdit, _ b: TextEdit) -> Bool {
        if a.range.isEmpty && b.range.isEmpty { return a.range.lowerBound == b.range.lowerBound }
        if a.range.isEmpty { return a.range.lowerBound > b.range.lowerBound && a.range.lowerBound < b.range.upperBound }
        if b.range.isEmpty { return b.range.lowerBound > a.range.lowerBound && b.range.lowerBound < a.range.upperBound }
        return a.range.overlaps(b.range)
    }

    private static func selfOverlapping(_ edits: [TextEdit]) -> Bool {
        for i in edits.indices { for j in edits.indices where j > i && overlaps(edits[i], edits[j]) { return true } }
        return false
    }
}

extension Linter {
    public struct FixOutcome: Sendable {
        public var bytes: [UInt8]
        public var applied: Int
        /// Findings left after fixing.
        public var remaining: [Diagnostic]
    }

    /// Applies the first fix of every finding (safe ones only unless
    /// `includeUnsafe`), re-linting until nothing more applies. The result
    /// of fixing it again is itself.
    public func fix(_ file: SourceFile, includeUnsafe: Bool, maxPasses: Int = 8, workspace: WorkspaceIndex? = nil) -> FixOutcome {
        var current = file
        var diagnostics = lint(current, workspace: workspace)
        var applied = 0
        for _ in 0 ..< maxPasses {
            let fixes = diagnostics.compactMap { diagnostic in
                diagnostic.fixes.first.flatMap { $0.safety == .safe || includeUnsafe ? $0 : nil }
            }
            guard !fixes.isEmpty else { break }
            let result = FixApplier.apply(fixes, to: current.bytes)
            guard result.applied > 0, result.bytes != current.bytes else { break }
            applied += result.applied
            current = SourceFile(path: file.path, bytes: result.bytes)
            diagnostics = lint(current, workspace: workspace)
        }
        return FixOutcome(bytes: current.bytes, applied: applied, remaining: diagnostics)
    }
}
