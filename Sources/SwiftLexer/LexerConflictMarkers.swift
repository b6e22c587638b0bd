// Version-control conflict markers left in code. The compiler skips a whole
// conflict (both sides) with one diagnostic, and swift-syntax's lexer makes it
// one piece of `unexpectedText` trivia; so does this lexer. Inside a string
// literal the markers are text, as they are to the compiler.
extension LexerCore {
    /// At `start`, the first byte of a line, either `<<<<<<< ` (git, diff3)
    /// or `>>>> ` (Perforce) whose closing line follows: lexes everything to
    /// the end of the closing line as `unexpectedText`. Returns false, lexing
    /// nothing, when `start` opens no conflict.
    mutating func lexConflictMarker(_ start: Int) -> Bool {
        guard modeDepth == 0, start == 0 || base[start - 1] == UInt8(ascii: "\n") || base[start - 1] == UInt8(ascii: "\r") else {
            return false
        }
        let kind: ConflictMarkerKind
        if startsWith(ConflictMarkerKind.git.opener, at: start) {
            kind = .git
        } else if startsWith(ConflictMarkerKind.perforce.opener, at: start) {
            kind = .perforce
        } else {
            examined(upTo: start + ConflictMarkerKind.git.opener.count)
            return false
        }
        guard let closerEnd = conflictCloser(kind, after: start + kind.opener.count) else { return false }
        // The closer's line belongs to the conflict (for Perforce's `<<<<\n`,
        // the line after it, as swift-syntax reads it).
        let stop = lineEnd(from: closerEnd)
        examined(upTo: stop + 1)
        pos = stop
        emitTrivia(.unexpectedText, start, stop)
        openAngles = 0
        versionParens = 0
        return true
    }

    /// The end of the first closer at the start of a line at or after `from`.
    /// A scan that finds none remembers it, so that the next opener below
    /// does not scan the rest of the file again.
    private mutating func conflictCloser(_ kind: ConflictMarkerKind, after from: Int) -> Int? {
        let memo = kind == .git ? noGitCloserFrom : noPerforceCloserFrom
        if memo >= 0, memo <= from {
            examined(upTo: end + 1)
            return nil
        }
        let closer = kind.closer
        var p = from
        while p < end {
            if base[p] == closer[0], base[p - 1] == UInt8(ascii: "\n") || base[p - 1] == UInt8(ascii: "\r"), startsWith(closer, at: p) {
                examined(upTo: p + closer.count + 1)
                return p + closer.count
            }
            p += 1
        }
        examined(upTo: end + 1)
        if kind == .git { noGitCloserFrom = from } else { noPerforceCloserFrom = from }
        return nil
    }

    private func startsWith(_ bytes: [UInt8], at p: Int) -> Bool {
        guard p + bytes.count <= end else { return false }
        for (index, byte) in bytes.enumerated() where base[p + index] != byte { return false }
        return true
    }
}

/// The two conflict styles the compiler knows.
enum ConflictMarkerKind {
    case git
    case perforce

    private static let gitOpener = Array("<<<<<<< ".utf8)
    private static let gitCloser = Array(">>>>>>> ".utf8)
    private static let perforceOpener = Array(">>>> ".utf8)
    private static let perforceCloser = Array("<<<<\n".utf8)

    var opener: [UInt8] { self == .git ? Self.gitOpener : Self.perforceOpener }
    var closer: [UInt8] { self == .git ? Self.gitCloser : Self.perforceCloser }
}
