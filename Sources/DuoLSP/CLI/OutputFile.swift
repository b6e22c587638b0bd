import Foundation

/// The files the command line writes besides fixes: a baseline
/// (`--write-baseline`) and a report (`report -o`).
enum OutputFile {
    /// Writes `text` to `path`, unless links carry a path written inside the
    /// project (the current folder) out of it: a cloned repository's
    /// `.duo-baseline.json` that links to `~/.bashrc` is not written
    /// through. A path written outside the project is taken as given.
    static func write(_ text: String, to path: String, what: String) throws(OutputError) {
        let folder = FileManager.default.currentDirectoryPath
        let written = Paths.lexical(path.hasPrefix("/") ? path : Paths.joined(folder, path))
        let destination = Paths.absolute(path)
        let project = Paths.absolute(folder)
        if Paths.isInside(written, folder) || Paths.isInside(written, project), !Paths.isInside(destination, project) {
            throw OutputError(description: "\(path): a link leads it out of the project (to \(destination)); \(what) is not written (name the destination itself to write there)")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: destination))
        } catch {
            throw OutputError(description: "\(path): cannot write \(what) (\(error.localizedDescription))")
        }
    }
}
