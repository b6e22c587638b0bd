import Foundation
import FixIts
import JSONRPC

/// The `publishDiagnostics` of each open document, kept as the JSON of each diagnostic: an edit changes
/// few of a file's findings and moves the others, whose LSP positions mostly stay, so a publication
/// serializes only the diagnostics it has not serialized before (issue 17: a hazard-dense file's 734
/// diagnostics were rebuilt as JSON values and serialized again on every keystroke). The diagnostics
/// are matched with the last publication's in order, not through a hash table: hashing 750 keys and
/// finding each cost a fifth of a keystroke's instructions. Used on the server's queue only.
final class PublishedDiagnostics {
    /// Everything the JSON of a diagnostic is made of, compared byte by byte: comparing the messages as
    /// Swift Strings normalized them to NFC first (they hold `…` and `—`), which cost more than
    /// serializing them (issue 17). Equal bytes are what equal JSON needs anyway.
    private struct Key: Equatable {
        var code: String
        var message: String
        var severity: Severity
        var isDeprecation: Bool
        var related: [RelatedLocation]
        var start: Position
        var end: Position

        struct Position: Equatable {
            var line: Int
            var character: Int
        }

        static func == (a: Key, b: Key) -> Bool {
            a.start == b.start && a.end == b.end && a.severity == b.severity && a.isDeprecation == b.isDeprecation
                && sameBytes(a.code, b.code) && sameBytes(a.message, b.message)
                && a.related.count == b.related.count
                && zip(a.related, b.related).allSatisfy { $0.line == $1.line && sameBytes($0.path, $1.path) && sameBytes($0.message, $1.message) }
        }

        /// Compared as memory where the strings are contiguous (they are, made by the rules): `utf8`'s
        /// element-wise comparison cost a thousand instructions per message.
        private static func sameBytes(_ a: String, _ b: String) -> Bool {
            guard a.utf8.count == b.utf8.count else { return false }
            let compared = a.utf8.withContiguousStorageIfAvailable { left in
                b.utf8.withContiguousStorageIfAvailable { right in
                    left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
                }
            }
            return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
        }
    }

    /// The last publication of each document: its diagnostics' keys and JSON, in the order sent.
    private struct Publication {
        var keys: [Key] = []
        var fragments: [[UInt8]] = []
    }

    private var publications: [String: Publication] = [:]
    /// How many diagnostics the last publication serialized (the others it had already).
    private(set) var serializedLastTime = 0
    /// How far past the next unmatched diagnostic of the last publication a diagnostic is looked for.
    /// Both lists are in order of place, so an edit only inserts or removes a few where it is; a
    /// diagnostic not found so near is serialized again, which costs less than hashing every key.
    private static let lookAhead = 8

    /// The body of the `textDocument/publishDiagnostics` notification of `diagnostics`, findings of
    /// `snapshot`: what serializing the whole notification would give.
    func notificationBody(_ diagnostics: [Diagnostic], of snapshot: DocumentSnapshot, _ capabilities: ClientCapabilities) -> [UInt8] {
        let previous = publications.removeValue(forKey: snapshot.uri) ?? Publication()
        var current = Publication()
        current.keys.reserveCapacity(diagnostics.count)
        current.fragments.reserveCapacity(diagnostics.count)
        var body: [UInt8] = []
        body.reserveCapacity(128 + diagnostics.count * 448)
        body += Array(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"#.utf8)
        JSONValue.string(snapshot.uri).serialize(into: &body)
        body += Array(#","version":"#.utf8)
        JSONValue.integer(Int64(snapshot.version)).serialize(into: &body)
        body += Array(#","diagnostics":["#.utf8)
        serializedLastTime = 0
        // The first diagnostic of the last publication not matched yet.
        var next = 0
        for (position, diagnostic) in diagnostics.enumerated() {
            let key = Self.key(diagnostic, snapshot, capabilities.positionEncoding)
            let fragment: [UInt8]
            let window = next ..< min(previous.keys.count, next + Self.lookAhead)
            if let found = window.first(where: { previous.keys[$0] == key }) {
                fragment = previous.fragments[found]
                next = found + 1
            } else {
                var made: [UInt8] = []
                snapshot.diagnostic(diagnostic, capabilities).serialize(into: &made)
                fragment = made
                serializedLastTime += 1
            }
            if position > 0 { body.append(UInt8(ascii: ",")) }
            body += fragment
            current.keys.append(key)
            current.fragments.append(fragment)
        }
        body += Array("]}}".utf8)
        publications[snapshot.uri] = current
        return body
    }

    /// The document closed (or will be published as empty): nothing of it is kept.
    func forget(_ uri: String) {
        publications[uri] = nil
    }

    private static func key(_ diagnostic: Diagnostic, _ snapshot: DocumentSnapshot, _ encoding: PositionEncoding) -> Key {
        let start = snapshot.scans.position(of: diagnostic.range.lowerBound, encoding, in: snapshot)
        let end = snapshot.scans.position(of: diagnostic.range.upperBound, encoding, in: snapshot)
        return Key(code: diagnostic.code, message: diagnostic.message, severity: diagnostic.severity,
                   isDeprecation: diagnostic.isDeprecation, related: diagnostic.related,
                   start: Key.Position(line: start.line, character: start.character),
                   end: Key.Position(line: end.line, character: end.character))
    }
}
