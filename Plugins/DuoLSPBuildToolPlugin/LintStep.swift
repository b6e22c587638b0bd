import Foundation
import PackagePlugin

/// The one build command that lints a target: SwiftPM's and Xcode's plugin
/// entry points differ only in how they find the files.
///
/// It is a `buildCommand`, not a `prebuildCommand`: with its inputs and its
/// output declared, the build system runs it only when an input changed or
/// the output is missing, so a build that changed nothing does not lint again.
/// The output is the stamp `duo-lsp lint --stamp` writes when the lint passes:
/// a Swift file holding one comment. It must be a Swift file: the build system
/// runs a command only for an output something consumes, and SwiftPM and
/// Xcode make any other kind of output a resource of the target (a bundle in
/// the app); a comment compiles to nothing.
struct LintStep {
    /// The target's name, for the build log.
    var name: String
    var tool: URL
    var workDirectory: URL
    var swiftFiles: [URL]
    /// The target's other files; an Info.plist among them is linted.
    var otherFiles: [URL]
    /// Folders (besides those of the Swift files) where an Info.plist of the
    /// target may lie outside its file list.
    var folders: [URL]

    func commands() -> [Command] {
        guard !swiftFiles.isEmpty else { return [] }
        let plists = infoPlists()
        let stamp = workDirectory.appending(path: "DuoLSPLintStamp.swift")
        let linted = swiftFiles + plists
        return [
            .buildCommand(
                displayName: "duo-lsp: linting \(name) (\(linted.count) file\(linted.count == 1 ? "" : "s"))",
                executable: tool,
                // --build-step: never fails the build unless .duo-lsp.json's
                // "failOn" asks; --stamp: the declared output.
                arguments: ["lint", "--build-step", "--stamp", stamp.path(percentEncoded: false)]
                    + linted.map { $0.path(percentEncoded: false) },
                inputFiles: linted + configurationFiles(),
                outputFiles: [stamp]
            ),
        ]
    }

    /// `Info.plist` and `*-Info.plist` files listed in the target, beside its
    /// Swift files, or in `folders`.
    func infoPlists() -> [URL] {
        func isInfoPlist(_ url: URL) -> Bool {
            let name = url.lastPathComponent
            return name == "Info.plist" || name.hasSuffix("-Info.plist")
        }
        var found = otherFiles.filter(isInfoPlist)
        var seen = Set(found.map(\.standardizedFileURL.path))
        let manager = FileManager.default
        for folder in uniqueFolders(of: swiftFiles) + folders {
            let entries = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for entry in entries.sorted(by: { $0.path < $1.path }) where isInfoPlist(entry) {
                if seen.insert(entry.standardizedFileURL.path).inserted { found.append(entry) }
            }
        }
        return found
    }

    /// Every `.duo-lsp.json` that can govern a linted file: duo-lsp uses the
    /// nearest one above each file, so all of them above every folder count.
    /// (One created later is not an input until the plugin runs again, which
    /// a change to the target's file list or a clean build makes it do.)
    func configurationFiles() -> [URL] {
        var result: [URL] = []
        var visited = Set<String>()
        for folder in uniqueFolders(of: swiftFiles) + folders {
            var current = folder.standardizedFileURL
            while visited.insert(current.path).inserted {
                let candidate = current.appending(path: ".duo-lsp.json")
                if FileManager.default.fileExists(atPath: candidate.path(percentEncoded: false)) { result.append(candidate) }
                let parent = current.deletingLastPathComponent()
                if parent.path == current.path { break }
                current = parent
            }
        }
        return result
    }

    private func uniqueFolders(of files: [URL]) -> [URL] {
        var seen = Set<String>()
        return files.map { $0.deletingLastPathComponent() }.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
