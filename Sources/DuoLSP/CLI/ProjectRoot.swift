import Foundation

/// The folder a project's paths are shown from: the nearest folder holding
/// one of the root markers the editor setups use too (`.duo-lsp.json`, an
/// `.xcodeproj`, `Package.swift`, `.git`).
enum ProjectRoot {
    static let markers: Set<String> = [".duo-lsp.json", "Package.swift", ".git"]
    static let markerSuffix = ".xcodeproj"

    /// The root for linting `paths`: the nearest marked folder at or above
    /// the folder they have in common, else that folder itself.
    static func of(paths: [String]) -> String {
        let folders = paths.map { path -> String in
            let absolute = Paths.absolute(path)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
            return exists && isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
        }
        let common = commonFolder(folders)
        return marked(atOrAbove: common) ?? common
    }

    /// `path` relative to `root` when it lies inside it, else as it is.
    static func relative(_ path: String, to root: String) -> String {
        let absolute = Paths.absolute(path)
        if absolute == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    private static func marked(atOrAbove folder: String) -> String? {
        var current = folder
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if names.contains(where: { markers.contains($0) || $0.hasSuffix(markerSuffix) }) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    private static func commonFolder(_ folders: [String]) -> String {
        guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: true) else { return "/" }
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }
}
