import Foundation

enum Paths {
    /// `path` made absolute against the current folder and standardized
    /// (`.`, `..` and links resolved), as configurations, baselines and the
    /// server's URIs compare paths.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }
}
