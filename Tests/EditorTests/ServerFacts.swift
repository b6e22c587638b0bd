import Foundation

/// What the server accepts, read from its source, so the editor setups are
/// checked against the server rather than against a copy of its keys.
enum ServerFacts {
    static func source(_ path: String) throws -> String {
        try String(contentsOf: EditorTestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// `ConfigurationLoader.knownKeys` without `$schema`: the settings keys.
    static func settingsKeys() throws -> [String] {
        try knownKeys().filter { $0 != "$schema" }
    }

    /// `ConfigurationLoader.knownKeys`, as written in the source.
    static func knownKeys() throws -> [String] {
        try stringList("knownKeys")
    }

    /// `ConfigurationLoader.fileOnlyKeys`: keys of `.duo-lsp.json` that are
    /// not editor settings (`failOn`).
    static func fileOnlyKeys() throws -> [String] {
        try stringList("fileOnlyKeys")
    }

    private static func stringList(_ name: String) throws -> [String] {
        let text = try source("Sources/FixIts/Configuration/ConfigurationLoader.swift")
        // The list may span lines: from the declaration to its closing bracket.
        guard let start = text.range(of: "static let \(name) = ["),
              let close = text[start.upperBound...].firstIndex(of: "]") else {
            throw EditorTestFailure("no `static let \(name) = [...]` in ConfigurationLoader.swift")
        }
        return text[start.upperBound ..< close].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    /// The severities a setting may name: the `Severity` cases, their
    /// `compilerWord`s (`case .info: "note"`), and `off`.
    static func severities() throws -> Set<String> {
        let text = try source("Sources/FixIts/Engine/Severity.swift")
        var names: Set<String> = ["off"]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case "), !trimmed.contains("(") else { continue }
            if !trimmed.contains(":") {
                for name in trimmed.dropFirst(5).split(separator: ",") { names.insert(name.trimmingCharacters(in: .whitespaces)) }
            } else if trimmed.hasPrefix("case ."), trimmed.hasSuffix("\""), let open = trimmed.firstIndex(of: "\"") {
                names.insert(String(trimmed[trimmed.index(after: open)...].dropLast()))
            }
        }
        return names
    }

    /// The server's fix-all command (`duo.applyAllFixes`).
    static func fixAllCommand() throws -> String { try constant("applyAllFixes") }

    /// The server's fix-all code action kind (`source.fixAll.duo`).
    static func fixAllKind() throws -> String { try constant("fixAll") }

    /// The string of `static let NAME = "..."` in Sources/DuoLSP.
    private static func constant(_ name: String) throws -> String {
        let root = EditorTestSupport.packageRoot.appendingPathComponent("Sources/DuoLSP")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.contains("static let \(name) = \"") {
                return String(line.split(separator: "\"")[1])
            }
        }
        throw EditorTestFailure("no `static let \(name) = \"...\"` in Sources/DuoLSP")
    }
}
