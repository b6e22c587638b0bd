/// The formats project files come in.
public enum ProjectFileFormat: Sendable, Equatable {
    /// `<?xml …?><plist>…`: how Xcode writes `Info.plist`.
    case xmlPropertyList
    /// `{ key = value; }`: how Xcode writes `project.pbxproj` (and some old `Info.plist` files).
    case textPropertyList
    /// A JSON `.xcproj` (Xcode 27.2), with comments and trailing commas.
    case json
    /// `bplist00…`: valid, but not read here.
    case binaryPropertyList

    /// From the file's name and first bytes: content decides between XML and
    /// text, so a `project.pbxproj` saved as XML, or an `Info.plist` in the
    /// text format, is read as what it is.
    public static func of(path: String, bytes: [UInt8]) -> ProjectFileFormat {
        if bytes.starts(with: Array("bplist".utf8)) { return .binaryPropertyList }
        if path.hasSuffix(".xcproj") { return .json }
        var index = TextFormat.start(of: bytes)
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .xmlPropertyList : .textPropertyList
    }
}

/// A project file, read: its format, what it describes, and its top-level dictionary.
public struct ProjectDocument: Sendable {
    public enum Role: Sendable, Equatable {
        /// An `Info.plist` (or any property list that is not an Xcode project).
        case propertyList
        /// A `.pbxproj` or `.xcproj`: targets, build configurations, settings.
        case xcodeProject
    }

    public var format: ProjectFileFormat
    public var role: Role
    /// The top-level dictionary.
    public var root: PlistValue

    /// Reads `bytes` as the project file `path`. Pure; never traps.
    public static func read(path: String, bytes: [UInt8]) -> Result<ProjectDocument, ProjectFileError> {
        let format = ProjectFileFormat.of(path: path, bytes: bytes)
        let root: PlistValue
        do throws(ProjectFileError) {
            switch format {
            case .binaryPropertyList:
                throw ProjectFileError(offset: 0, message: "a binary property list: duo-lsp reads XML and text property lists (convert it with `plutil -convert xml1`)",
                                       isUnsupported: true)
            case .xmlPropertyList:
                root = try XMLPropertyListReader.read(bytes)
            case .json:
                root = try JSONProjectReader.read(bytes)
            case .textPropertyList:
                root = try readText(bytes)
            }
        } catch {
            return .failure(error)
        }
        guard root.entries != nil else {
            return .failure(ProjectFileError(offset: root.range.lowerBound, message: "the top level is not a dictionary"))
        }
        let looksLikeProject = root["objects"]?.entries != nil && root["rootObject"] != nil
        let role: Role = path.hasSuffix(".pbxproj") || path.hasSuffix(".xcproj") || looksLikeProject ? .xcodeProject : .propertyList
        return .success(ProjectDocument(format: format, role: role, root: root))
    }

    /// The text format; a project converted to JSON (`plutil -convert json`,
    /// which Xcode still opens) when the text reader stops at its first `:`.
    private static func readText(_ bytes: [UInt8]) throws(ProjectFileError) -> PlistValue {
        do throws(ProjectFileError) {
            return try OpenStepPropertyListReader.read(bytes)
        } catch {
            if let json = try? JSONProjectReader.read(bytes) { return json }
            throw error
        }
    }
}
