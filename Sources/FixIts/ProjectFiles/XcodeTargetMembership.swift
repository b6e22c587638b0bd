/// Which targets of an Xcode project build each source file, and what those
/// targets are (an iOS app or extension, a test bundle, another platform's
/// product): the evidence "Where code runs" prefers to folder names.
///
/// Read from the object graph of `project.pbxproj`: `PBXSourcesBuildPhase` →
/// `PBXBuildFile` → `PBXFileReference`, with paths resolved through the group
/// tree (`<group>` and `SOURCE_ROOT` paths; others, such as
/// `BUILT_PRODUCTS_DIR`, name no source file); and Xcode 16's synchronized
/// folders (`PBXFileSystemSynchronizedRootGroup`), whose every file belongs to
/// the targets that list the folder, a `membershipExceptions` entry toggling
/// one file for one target. Pure: the caller reads the file.
public struct XcodeTargetMembership: Sendable {
    public struct Target: Sendable, Hashable {
        public var name: String
        public var isTest: Bool
        /// `iOS`, `watchOS`, `tvOS`, `macOS`, `visionOS`; nil when the project
        /// does not say (an `$(SDKROOT)` from an `.xcconfig`): taken as iOS.
        public var platform: String?
        /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of its configurations (the project's where the target
        /// sets none); nil when neither says one that reads as a version (`$(…)`, an `.xcconfig`).
        public var iOSDeploymentTarget: OSVersion?
        /// Its `INFOPLIST_FILE`, relative to the project's folder (a leading `$(SRCROOT)/` dropped); nil when
        /// no configuration sets one that reads as a path (another `$(…)`, an `.xcconfig`).
        public var infoPlistFile: String?

        public init(name: String, isTest: Bool, platform: String?, iOSDeploymentTarget: OSVersion? = nil, infoPlistFile: String? = nil) {
            self.name = name
            self.isTest = isTest
            self.platform = platform
            self.iOSDeploymentTarget = iOSDeploymentTarget
            self.infoPlistFile = infoPlistFile
        }

        /// Built for an iPhone (or not known otherwise).
        public var isIOS: Bool { platform == nil || platform == "iOS" }
    }

    public private(set) var targets: [Target] = []
    /// Paths relative to the project's folder (the one holding the `.xcodeproj`), no leading `./`.
    private var files: [String: [Int]] = [:]
    private var folders: [SynchronizedFolder] = []

    /// A synchronized folder: the targets that list it, and per target its exceptions (names inside it).
    private struct SynchronizedFolder {
        /// The folder's path with a `/` after it; empty for the project's own folder.
        let prefix: String
        let prefixBytes: [UInt8]
        let prefixIsASCII: Bool
        let targets: [Int]
        let exceptions: [Int: Set<String>]

        init(path: String, targets: [Int], exceptions: [Int: Set<String>]) {
            prefix = path.isEmpty ? "" : path + "/"
            prefixBytes = Array(prefix.utf8)
            prefixIsASCII = prefixBytes.allSatisfy { $0 < 0x80 }
            self.targets = targets
            self.exceptions = exceptions
        }

        /// `path` relative to the folder, nil when it is not inside; "" when no exception needs the name.
        /// Compared as bytes (`String.hasPrefix` compares Characters, and every file of a batch lint asks
        /// about every folder), and as text where either is not ASCII: a name may be spelt in two
        /// normalization forms, which String takes as equal (as the `files` look-up does).
        func pathInside(of path: String, bytes: [UInt8], isASCII: Bool) -> String? {
            if bytes.starts(with: prefixBytes) {
                return exceptions.isEmpty ? "" : String(decoding: bytes[prefixBytes.count...], as: UTF8.self)
            }
            guard !(isASCII && prefixIsASCII), path.hasPrefix(prefix) else { return nil }
            return String(path.dropFirst(prefix.count))
        }
    }

    public init(project: ProjectDocument) {
        guard let objects = project.root["objects"]?.entries else { return }
        var byID: [String: PlistValue] = [:]
        for object in objects { byID[object.key] = object.value }
        let paths = XcodeTargetMembership.resolvePaths(root: project.root, byID: byID)
        let projectObject = project.root["rootObject"]?.string.flatMap { byID[$0] }
        let projectPlatform = XcodeTargetMembership.platform(ofConfigurations: projectObject?["buildConfigurationList"], byID: byID)
        let projectDeploymentTarget = XcodeTargetMembership.iOSDeploymentTarget(ofConfigurations: projectObject?["buildConfigurationList"], byID: byID)
        var targetIndex: [String: Int] = [:]
        for entry in objects where entry.value["isa"]?.string == "PBXNativeTarget" {
            let object = entry.value
            let productType = object["productType"]?.string ?? ""
            let isTest = productType.contains("unit-test") || productType.contains("ui-testing")
            var platform = XcodeTargetMembership.platform(ofConfigurations: object["buildConfigurationList"], byID: byID) ?? projectPlatform
            if productType.contains("watchapp") || productType.contains("watchkit") { platform = "watchOS" }
            targetIndex[entry.key] = targets.count
            let deploymentTarget = XcodeTargetMembership.iOSDeploymentTarget(ofConfigurations: object["buildConfigurationList"], byID: byID)
                ?? projectDeploymentTarget
            targets.append(Target(name: object["name"]?.string ?? object["productName"]?.string ?? "(unnamed)", isTest: isTest, platform: platform,
                                  iOSDeploymentTarget: deploymentTarget,
                                  infoPlistFile: XcodeTargetMembership.infoPlistFile(ofConfigurations: object["buildConfigurationList"], byID: byID)))
        }
        var folderTargets: [String: [Int]] = [:]
        for entry in objects where entry.value["isa"]?.string == "PBXNativeTarget" {
            guard let target = targetIndex[entry.key] else { continue }
            for phaseID in entry.value["buildPhases"]?.elements ?? [] {
                guard let phase = phaseID.string.flatMap({ byID[$0] }), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.elements ?? [] {
                    guard let reference = buildFileID.string.flatMap({ byID[$0] })?["fileRef"]?.string, let path = paths[reference] else { continue }
                    files[path, default: []].append(target)
                }
            }
            for group in entry.value["fileSystemSynchronizedGroups"]?.elements ?? [] {
                if let id = group.string { folderTargets[id, default: []].append(target) }
            }
        }
        for entry in objects where entry.value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = paths[entry.key] else { continue }
            var exceptions: [Int: Set<String>] = [:]
            for exceptionID in entry.value["exceptions"]?.elements ?? [] {
                guard let set = exceptionID.string.flatMap({ byID[$0] }), let target = set["target"]?.string.flatMap({ targetIndex[$0] }) else { continue }
                for file in set["membershipExceptions"]?.elements ?? [] {
                    if let name = file.string { exceptions[target, default: []].insert(name) }
                }
            }
            folders.append(SynchronizedFolder(path: path, targets: folderTargets[entry.key] ?? [], exceptions: exceptions))
        }
    }

    /// Whether the project lists any source at all (a project of only
    /// resources or packages tells nothing about a file it does not list).
    public var listsSources: Bool { !files.isEmpty || !folders.isEmpty }

    /// The targets that build the file at `path` (relative to the project's folder).
    public func targets(building path: String) -> [Target] {
        var result = files[path] ?? []
        if !folders.isEmpty {
            let bytes = Array(path.utf8)
            let isASCII = bytes.allSatisfy { $0 < 0x80 }
            for folder in folders {
                guard let inside = folder.pathInside(of: path, bytes: bytes, isASCII: isASCII) else { continue }
                for target in folder.targets where !(folder.exceptions[target]?.contains(inside) ?? false) { result.append(target) }
                // An exception for a target that does not list the folder adds the file to it.
                for (target, names) in folder.exceptions where !folder.targets.contains(target) && names.contains(inside) { result.append(target) }
            }
        }
        return Set(result).sorted().map { targets[$0] }
    }

    // MARK: Reading the graph

    /// Each group's and file reference's path relative to the project folder,
    /// walking the group tree from the main group.
    private static func resolvePaths(root: PlistValue, byID: [String: PlistValue]) -> [String: String] {
        var paths: [String: String] = [:]
        guard let project = root["rootObject"]?.string.flatMap({ byID[$0] }), let main = project["mainGroup"]?.string else { return paths }
        var stack: [(id: String, parent: String?)] = [(main, "")]
        var visited = Set<String>()
        while let (id, parent) = stack.popLast() {
            guard visited.insert(id).inserted, let object = byID[id] else { continue }
            let own = object["path"]?.string
            let resolved: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": resolved = parent.map { join($0, own) }
            case "SOURCE_ROOT": resolved = join("", own)
            default: resolved = nil // absolute, SDK or build-products paths: not a source of this project
            }
            if let resolved { paths[id] = resolved }
            for child in object["children"]?.elements ?? [] {
                if let childID = child.string { stack.append((childID, resolved)) }
            }
        }
        return paths
    }

    /// `a` and `b` joined, `..` and `.` components folded. As bytes: every group and file of a large
    /// project is joined, and String's `split` compares Characters.
    private static func join(_ base: String, _ path: String?) -> String {
        let slash = UInt8(ascii: "/")
        var components = base.utf8.split(separator: slash)
        for part in (path ?? "").utf8.split(separator: slash) {
            if part.elementsEqual(".".utf8) { continue }
            if part.elementsEqual("..".utf8) {
                if !components.isEmpty { components.removeLast() }
                continue
            }
            components.append(part)
        }
        var joined: [UInt8] = []
        for component in components {
            if !joined.isEmpty { joined.append(slash) }
            joined += component
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// The platform `SDKROOT` or `SUPPORTED_PLATFORMS` names in a configuration
    /// list: iOS when any configuration builds for iOS.
    private static func platform(ofConfigurations list: PlistValue?, byID: [String: PlistValue]) -> String? {
        guard let list = list?.string.flatMap({ byID[$0] }) else { return nil }
        var found: [String] = []
        for configurationID in list["buildConfigurations"]?.elements ?? [] {
            guard let settings = configurationID.string.flatMap({ byID[$0] })?["buildSettings"] else { continue }
            for key in ["SDKROOT", "SUPPORTED_PLATFORMS"] {
                for word in (settings[key]?.string ?? "").split(separator: " ") {
                    if let platform = platformNames[String(word)] { found.append(platform) }
                }
            }
        }
        if found.contains("iOS") { return "iOS" }
        return found.first
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` a configuration list sets (Debug and Release may differ: the
    /// lowest is what the code must build for).
    private static func iOSDeploymentTarget(ofConfigurations list: PlistValue?, byID: [String: PlistValue]) -> OSVersion? {
        guard let list = list?.string.flatMap({ byID[$0] }) else { return nil }
        var lowest: OSVersion?
        for configurationID in list["buildConfigurations"]?.elements ?? [] {
            guard let value = configurationID.string.flatMap({ byID[$0] })?["buildSettings"]?["IPHONEOS_DEPLOYMENT_TARGET"]?.string,
                  let version = OSVersion(value) else { continue }
            lowest = lowest.map { min($0, version) } ?? version
        }
        return lowest
    }

    /// The first `INFOPLIST_FILE` a configuration list sets as a path (`App/Support/App-Info.plist`,
    /// `$(SRCROOT)/App/Info.plist`).
    private static func infoPlistFile(ofConfigurations list: PlistValue?, byID: [String: PlistValue]) -> String? {
        guard let list = list?.string.flatMap({ byID[$0] }) else { return nil }
        for configurationID in list["buildConfigurations"]?.elements ?? [] {
            guard var value = configurationID.string.flatMap({ byID[$0] })?["buildSettings"]?["INFOPLIST_FILE"]?.string else { continue }
            for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where value.hasPrefix(root) {
                value.removeFirst(root.count)
            }
            if !value.isEmpty, !value.contains("$"), !value.hasPrefix("/"), !value.split(separator: "/").contains("..") { return value }
        }
        return nil
    }

    private static let platformNames = ["iphoneos": "iOS", "iphonesimulator": "iOS", "watchos": "watchOS", "watchsimulator": "watchOS",
                                        "appletvos": "tvOS", "appletvsimulator": "tvOS", "macosx": "macOS", "xros": "visionOS",
                                        "xrsimulator": "visionOS"]
}
