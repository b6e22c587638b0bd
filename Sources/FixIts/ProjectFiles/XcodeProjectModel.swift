/// The targets and build configurations of an Xcode project, as far as the
/// project file itself says: a candidate scan, not a build-settings resolver.
///
/// Two layouts are read:
/// - the object graph of `project.pbxproj` (and of a JSON project written the
///   same way, as `plutil -convert json` does): `objects` by ID, `isa`,
///   `PBXNativeTarget` → `XCConfigurationList` → `XCBuildConfiguration`;
/// - a nested layout where a target dictionary (one with a `productType`)
///   holds its configurations (dictionaries with `buildSettings`) directly.
///
/// Settings resolve target over project, per configuration name. What the file
/// cannot show — `.xcconfig` contents, `$(VARIABLES)`, conditional settings
/// (`KEY[sdk=iphoneos*]`) — is reported as such, never guessed.
struct XcodeProjectModel {
    struct Configuration {
        var name: String
        var settings: [PlistEntry]
        /// The `buildSettings` entry (where a finding about a missing setting points).
        var buildSettingsEntry: PlistEntry?
        /// The `.xcconfig` this configuration is based on, by name, when it has one.
        var xcconfig: String?
    }

    struct Target {
        var name: String
        var productType: String
        var productTypeEntry: PlistEntry
        var configurations: [Configuration]
    }

    /// A build setting's value as far as the file shows it.
    enum Setting {
        case absent
        case value(PlistEntry)
        /// Only conditional forms (`KEY[sdk=iphoneos*]`), whose choice depends on the build.
        case conditional(PlistEntry)
    }

    var targets: [Target] = []
    var projectConfigurations: [Configuration] = []

    init(root: PlistValue) {
        if let objects = root["objects"]?.entries {
            readGraph(root: root, objects: objects)
        } else {
            readNested(root)
        }
    }

    // MARK: The object graph

    private mutating func readGraph(root: PlistValue, objects: [PlistEntry]) {
        var byID: [String: PlistValue] = [:]
        for object in objects { byID[object.key] = object.value }
        func configurations(_ listReference: PlistValue?) -> [Configuration] {
            guard let id = listReference?.string, let list = byID[id], let ids = list["buildConfigurations"]?.elements else { return [] }
            return ids.compactMap { reference in
                guard let id = reference.string, let object = byID[id] else { return nil }
                return configuration(object, xcconfig: xcconfigName(object, byID: byID))
            }
        }
        let project = root["rootObject"]?.string.flatMap { byID[$0] }
            ?? objects.first { $0.value["isa"]?.string == "PBXProject" }?.value
        projectConfigurations = configurations(project?["buildConfigurationList"])
        // Targets in the project's order when it lists them, else in file order.
        let targetObjects: [PlistValue] = project?["targets"]?.elements?.compactMap { $0.string.flatMap { byID[$0] } }
            ?? objects.map(\.value).filter { $0["isa"]?.string == "PBXNativeTarget" }
        for object in targetObjects {
            guard let productTypeEntry = object.entry("productType"), let productType = productTypeEntry.value.string else { continue }
            targets.append(Target(name: object["name"]?.string ?? object["productName"]?.string ?? "(unnamed)", productType: productType,
                                  productTypeEntry: productTypeEntry, configurations: configurations(object["buildConfigurationList"])))
        }
    }

    private func configuration(_ object: PlistValue, xcconfig: String?) -> Configuration {
        let entry = object.entry("buildSettings")
        return Configuration(name: object["name"]?.string ?? "", settings: entry?.value.entries ?? [], buildSettingsEntry: entry, xcconfig: xcconfig)
    }

    /// `baseConfigurationReference` (a file reference by ID), or the folder-relative
    /// form of Xcode 16's synchronized groups (`baseConfigurationReferenceRelativePath`).
    private func xcconfigName(_ configuration: PlistValue, byID: [String: PlistValue]) -> String? {
        if let id = configuration["baseConfigurationReference"]?.string {
            let file = byID[id]
            return file?["name"]?.string ?? file?["path"]?.string ?? "an .xcconfig file"
        }
        if let path = configuration["baseConfigurationReferenceRelativePath"]?.string { return path }
        return configuration.entries?.contains { $0.key.hasPrefix("baseConfigurationReference") } == true ? "an .xcconfig file" : nil
    }

    // MARK: Nested layout

    private mutating func readNested(_ value: PlistValue) {
        // Iterative walk: (value, index of the target it belongs to).
        var stack: [(PlistValue, Int?)] = [(value, nil)]
        while let (current, owner) = stack.popLast() {
            if let entries = current.entries {
                var target = owner
                if let productTypeEntry = current.entry("productType"), let productType = productTypeEntry.value.string {
                    targets.append(Target(name: current["name"]?.string ?? "(unnamed)", productType: productType,
                                          productTypeEntry: productTypeEntry, configurations: []))
                    target = targets.count - 1
                }
                if current.entry("buildSettings")?.value.entries != nil {
                    let xcconfig = current.entries?.first { $0.key.hasPrefix("baseConfiguration") }?.value.string
                    let found = configuration(current, xcconfig: xcconfig)
                    if let target { targets[target].configurations.append(found) } else { projectConfigurations.append(found) }
                }
                for entry in entries.reversed() where entry.key != "buildSettings" { stack.append((entry.value, target)) }
            } else if let elements = current.elements {
                for element in elements.reversed() { stack.append((element, owner)) }
            }
        }
    }

    // MARK: Settings

    /// The configuration of the project with this name (what a target's configuration inherits).
    func projectConfiguration(named name: String) -> Configuration? {
        projectConfigurations.last { $0.name == name }
    }

    /// `key` in `configuration`, else in the project's configuration of the same name.
    func setting(_ key: String, in configuration: Configuration) -> Setting {
        let own = XcodeProjectModel.setting(key, in: configuration.settings)
        if case .absent = own, let project = projectConfiguration(named: configuration.name) {
            return XcodeProjectModel.setting(key, in: project.settings)
        }
        return own
    }

    static func setting(_ key: String, in settings: [PlistEntry]) -> Setting {
        if let exact = settings.last(where: { $0.key == key }) { return .value(exact) }
        if let conditional = settings.last(where: { isConditional($0.key, of: key) }) { return .conditional(conditional) }
        return .absent
    }

    /// `KEY[sdk=iphoneos*]`, `KEY[config=Debug][arch=*]`.
    static func isConditional(_ candidate: String, of key: String) -> Bool {
        candidate.hasPrefix(key + "[")
    }
}
