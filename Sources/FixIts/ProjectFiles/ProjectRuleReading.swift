/// A project file's reading, done on first use and shared by the rules that lint the file.
final class ProjectReading {
    private let file: SourceFile
    private(set) lazy var result: Result<ProjectDocument, ProjectFileError> = ProjectDocument.read(path: file.path, bytes: file.bytes)

    /// `read`: the file's reading when the caller has it already (of these very bytes).
    init(file: SourceFile, read: ProjectDocument? = nil) {
        self.file = file
        if let read { result = .success(read) }
    }
}

extension RuleContext {
    /// The project file, read, for the project rule `rule`; nil when it cannot be read.
    ///
    /// DUO400 reports a file that cannot be read. When a configuration turns
    /// DUO400 off but keeps DUO401, DUO402 or DUO405, the first of those that runs
    /// reports it instead, so an unread file is said once and never silently
    /// passes as clean.
    func projectDocument(for rule: any Rule) -> ProjectDocument? {
        switch projectReading?.result ?? ProjectDocument.read(path: file.path, bytes: file.bytes) {
        case .success(let document):
            return document
        case .failure(let error):
            let readers: [any Rule] = [UnreadableProjectFile(), RequiresFullScreen(), MissingSceneManifest(), IPhoneOrientationLock()]
            if readers.first(where: { configuration.isEnabled($0) })?.code == rule.code {
                reportUnreadable(error)
            }
            return nil
        }
    }

    func reportUnreadable(_ error: ProjectFileError) {
        let what = file.path.hasSuffix(".pbxproj") || file.path.hasSuffix(".xcproj") ? "project file" : "property list"
        let message = error.isUnsupported
            ? "Not checked for iPhone Duo: \(error.message)"
            : "Cannot read this \(what): \(error.message); DUO401, DUO402 and DUO405 could not check it"
        // A binary property list: its `bplist00` magic.
        let range = error.isUnsupported ? 0 ..< min(8, file.bytes.count) : UnreadableProjectFile.range(at: error.offset, in: file.bytes)
        report(message, bytes: range, severity: error.isUnsupported ? .warning : .error)
    }
}
