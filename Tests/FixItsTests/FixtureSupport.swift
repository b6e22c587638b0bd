import Foundation
import XCTest
@testable import FixIts
import SwiftLexer

/// One fixture file and what its comments expect.
struct Fixture {
    struct Expectation: Equatable, CustomStringConvertible {
        var code: String
        var severity: Severity?
        /// Zero-based line where the finding starts.
        var line: Int
        /// The flagged text without whitespace and comments.
        var flagged: String
        /// `says "…"`: text the message must contain.
        var says: String? = nil
        /// `fix "…"`: the title of the finding's first fix.
        var fixTitle: String? = nil
        var description: String { "\(code)\(severity.map { ":\($0.rawValue)" } ?? "") at line \(line + 1) `\(flagged)`" }
    }

    let url: URL
    let name: String
    let bytes: [UInt8]
    let configuration: Configuration
    let expectations: [Expectation]
    let expectedSafe: [UInt8]
    let expectedUnsafe: [UInt8]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The small workspaces (`DUOxxx/NAME.workspace/`): folders of files linted together, each with the
    /// declarations of all of them (`WorkspaceIndex`).
    static func workspaces() throws -> [(name: String, files: [Fixture])] {
        var result: [(String, [Fixture])] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).filter({ $0.hasPrefix("DUO") }).sorted() {
            let folderURL = root.appendingPathComponent(folder)
            for workspace in try FileManager.default.contentsOfDirectory(atPath: folderURL.path).sorted() where workspace.hasSuffix(".workspace") {
                let workspaceURL = folderURL.appendingPathComponent(workspace)
                let files = try FileManager.default.contentsOfDirectory(atPath: workspaceURL.path).sorted().filter { $0.hasSuffix(".swift") }
                result.append(("\(folder)/\(workspace)", try files.map { try Fixture(url: workspaceURL.appendingPathComponent($0)) }))
            }
        }
        return result
    }

    static func all(code: String? = nil) throws -> [Fixture] {
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix("DUO") }.sorted()
        var fixtures: [Fixture] = []
        for folder in folders where code == nil || folder == code {
            let folderURL = root.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: folderURL.path).sorted()
            where file.hasSuffix(".swift") && !file.hasSuffix(".fixed.swift") && !file.hasSuffix(".unsafe-fixed.swift") {
                fixtures.append(try Fixture(url: folderURL.appendingPathComponent(file)))
            }
        }
        return fixtures
    }

    init(url: URL) throws {
        self.url = url
        name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
        bytes = [UInt8](try Data(contentsOf: url))
        let text = String(decoding: bytes, as: UTF8.self)
        if let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first,
           let range = firstLine.range(of: "// duo-config:") {
            configuration = try ConfigurationLoader.parse(Array(firstLine[range.upperBound...].utf8), file: name)
        } else {
            configuration = Configuration()
        }
        expectations = Fixture.expectations(in: bytes)
        let base = url.deletingPathExtension()
        let safeURL = base.appendingPathExtension("fixed.swift")
        let unsafeURL = base.appendingPathExtension("unsafe-fixed.swift")
        expectedSafe = FileManager.default.fileExists(atPath: safeURL.path) ? [UInt8](try Data(contentsOf: safeURL)) : bytes
        expectedUnsafe = FileManager.default.fileExists(atPath: unsafeURL.path) ? [UInt8](try Data(contentsOf: unsafeURL)) : expectedSafe
    }

    /// `// expect: DUO101 `text`; DUO103:info `text``.
    static func expectations(in bytes: [UInt8]) -> [Expectation] {
        let tokens = Lexer.lex(bytes)
        let lines = LineIndex(bytes)
        var result: [Expectation] = []
        for (index, token) in tokens.enumerated() where token.kind == .lineComment {
            let comment = String(decoding: bytes[token.range], as: UTF8.self)
            guard let marker = comment.range(of: "expect:") else { continue }
            var line = lines.line(of: token.start)
            // A comment alone on its line refers to the next line with code.
            let lineStart = lines.lineStarts[line]
            if bytes[lineStart ..< token.start].allSatisfy({ $0 == 32 || $0 == 9 }) {
                var next = index + 1
                while next < tokens.count, tokens[next].kind.isTrivia { next += 1 }
                if next < tokens.count { line = lines.line(of: tokens[next].start) }
            }
            result += parseExpectations(comment[marker.upperBound...], line: line)
        }
        return result
    }

    /// `DUO101 `text`; DUO403:info@+2 `text``: `@+N` moves the expectation N
    /// lines down (a finding inside a multi-line string, where no comment fits).
    static func parseExpectations(_ text: Substring, line: Int) -> [Expectation] {
        var result: [Expectation] = []
        for part in text.split(separator: ";") {
            var trimmed = part.trimmingCharacters(in: .whitespaces)
            // Pins after the flagged text: `says "part of the message"`, `fix "the first fix's title"`.
            var pins: [String: String] = [:]
            if let pinStart = [trimmed.range(of: " says \""), trimmed.range(of: " fix \"")].compactMap({ $0?.lowerBound }).min() {
                var rest = trimmed[pinStart...]
                trimmed = String(trimmed[..<pinStart])
                while let key = ["says", "fix"].first(where: { rest.trimmingCharacters(in: .whitespaces).hasPrefix($0 + " \"") }) {
                    rest = rest.drop { $0 == " " }.dropFirst(key.count + 2)
                    // Up to the first `"` not escaped as `\"`.
                    var end = rest.startIndex
                    var value = ""
                    while end < rest.endIndex, rest[end] != "\"" {
                        if rest[end] == "\\", rest.index(after: end) < rest.endIndex, rest[rest.index(after: end)] == "\"" { end = rest.index(after: end) }
                        value.append(rest[end])
                        end = rest.index(after: end)
                    }
                    guard end < rest.endIndex else { break }
                    pins[key] = value
                    rest = rest[rest.index(after: end)...]
                }
            }
            guard let tick = trimmed.firstIndex(of: "`"), let closing = trimmed.lastIndex(of: "`"), tick < closing else { continue }
            var head = trimmed[..<tick].trimmingCharacters(in: .whitespaces)
            var offset = 0
            if let at = head.firstIndex(of: "@") {
                offset = Int(head[head.index(after: at)...].replacingOccurrences(of: "+", with: "")) ?? 0
                head = String(head[..<at])
            }
            let parts = head.split(separator: ":")
            let flagged = String(trimmed[trimmed.index(after: tick) ..< closing]).filter { !$0.isWhitespace }
            result.append(Expectation(code: String(parts[0]), severity: parts.count > 1 ? Severity(rawValue: String(parts[1])) : nil,
                                      line: line + offset, flagged: flagged, says: pins["says"], fixTitle: pins["fix"]))
        }
        return result
    }

    /// The flagged text of a finding as an expectation writes it.
    static func flaggedText(_ range: Range<Int>, in file: SourceFile) -> String {
        var text = ""
        for token in file.code where token.start < range.upperBound && token.end > range.lowerBound {
            let clipped = max(token.start, range.lowerBound) ..< min(token.end, range.upperBound)
            text += String(decoding: file.bytes[clipped], as: UTF8.self)
        }
        return text.filter { !$0.isWhitespace }
    }
}

/// A project-file fixture: an `Info.plist` (`*.plist`), `*.pbxproj` or
/// `*.xcproj` in a rule's folder, with its expectations in the format's own
/// comments (`<!-- expect: … -->`, `/* expect: … */`, `// expect: …`) or, for a
/// file that cannot hold one, in a sidecar `NAME.EXT.expect` (Fixtures/README.md).
struct ProjectFixture {
    static let extensions = ["plist", "pbxproj", "xcproj"]

    let name: String
    let bytes: [UInt8]
    let configuration: Configuration
    let expectations: [Fixture.Expectation]

    static func all() throws -> [ProjectFixture] {
        let root = Fixture.root
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix("DUO") }.sorted()
        var fixtures: [ProjectFixture] = []
        for folder in folders {
            let folderURL = root.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: folderURL.path).sorted()
            where extensions.contains((file as NSString).pathExtension) {
                fixtures.append(try ProjectFixture(url: folderURL.appendingPathComponent(file)))
            }
        }
        return fixtures
    }

    init(url: URL) throws {
        // The folder and file name: rules tell formats apart by the suffix.
        name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
        bytes = [UInt8](try Data(contentsOf: url))
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if let line = lines.first(where: { $0.contains("duo-config:") }), let range = line.range(of: "duo-config:") {
            configuration = try ConfigurationLoader.parse(Array(ProjectFixture.commentText(line[range.upperBound...]).utf8), file: name)
        } else {
            configuration = Configuration()
        }
        var expectations = ProjectFixture.expectations(in: lines)
        let sidecar = url.appendingPathExtension("expect")
        if FileManager.default.fileExists(atPath: sidecar.path) {
            for line in try String(contentsOf: sidecar, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
                guard let colon = line.firstIndex(of: ":"), let number = Int(line[..<colon].trimmingCharacters(in: .whitespaces)) else { continue }
                expectations += Fixture.parseExpectations(line[line.index(after: colon)...], line: number - 1)
            }
        }
        self.expectations = expectations
    }

    /// The text of a comment up to its end delimiter (the first after the
    /// last backtick, so a flagged `<!-- … -->` or `/* … */` may be expected).
    static func commentText(_ text: Substring) -> Substring {
        let searchFrom = text.lastIndex(of: "`") ?? text.startIndex
        let ends = ["-->", "*/"].compactMap { text[searchFrom...].range(of: $0)?.lowerBound }
        return ends.min().map { text[..<$0] } ?? text
    }

    static func isCommentOnly(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("<!--") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("//")
    }

    /// `expect:` in a comment refers to its own line, or — when the comment is
    /// alone on its line — to the next line that is not blank or only a comment.
    static func expectations(in lines: [Substring]) -> [Fixture.Expectation] {
        var result: [Fixture.Expectation] = []
        for (number, line) in lines.enumerated() {
            guard let marker = line.range(of: "expect:") else { continue }
            var target = number
            if isCommentOnly(line) {
                target = number + 1
                while target < lines.count, lines[target].trimmingCharacters(in: .whitespaces).isEmpty || isCommentOnly(lines[target]) { target += 1 }
            }
            result += Fixture.parseExpectations(commentText(line[marker.upperBound...]), line: target)
        }
        return result
    }

    /// A project finding's bytes without whitespace and comments, as an
    /// expectation writes them (a finding on a comment keeps its text).
    static func flaggedText(_ range: Range<Int>, in file: SourceFile) -> String {
        let comments = ProjectComments.scan(file.bytes, format: ProjectFileFormat.of(path: file.path, bytes: file.bytes))
            .map(\.range).filter { $0.overlaps(range) && $0 != range }
        var text: [UInt8] = []
        for offset in range where !comments.contains(where: { $0.contains(offset) }) { text.append(file.bytes[offset]) }
        return String(decoding: text, as: UTF8.self).filter { !$0.isWhitespace }
    }
}

/// Runs `swiftc -parse` over files, when swiftc is on PATH.
enum SwiftParseCheck {
    static let swiftc: String? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Errors per file name for the given sources (empty when all parse).
    static func errors(in sources: [(name: String, bytes: [UInt8])]) throws -> [String: String] {
        guard let swiftc, !sources.isEmpty else { return [:] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duo-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var errors: [String: String] = [:]
        for (offset, source) in sources.enumerated() {
            let url = folder.appendingPathComponent("f\(offset).swift")
            try Data(source.bytes).write(to: url)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = ["-parse", "-swift-version", "6", url.path]
            // The driver leaves a `TemporaryDirectory.*` behind per run on Linux: keep it in our folder,
            // which is removed, rather than leave hundreds in the machine's temporary directory per test run.
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus != 0 { errors[source.name] = String(decoding: output, as: UTF8.self) }
        }
        return errors
    }
}
