import FixIts
import Foundation

/// What the projects around a file say about where it runs: the Xcode
/// projects in its folder and the folders above, the `Package.swift` whose
/// package holds it, and its project's root (the nearest folder with a
/// `.duo-lsp.json`, an `.xcodeproj`, a `Package.swift` or `.git`). Reads each
/// folder and each project once (cached; shared by the CLI's workers and the
/// server), then answers `FileRunsElsewhere` for any file below them.
final class ProjectLayout: @unchecked Sendable {
    static let shared = ProjectLayout()

    private struct Folder {
        var isRoot: Bool
        /// `project.pbxproj` files of the `.xcodeproj` bundles in the folder.
        var projects: [String]
        var hasPackageManifest: Bool
        /// The folder's `Info.plist`, if it has one: the app's (or an extension's) whose files are below it.
        var infoPlist: String?
    }

    /// A folder that says something about the files below it (a project root,
    /// Xcode projects, a package manifest), with its depth (components of its path).
    private struct Telling {
        var depth: Int
        var path: String
        var folder: Folder
    }

    private let lock = NSLock()
    /// One per project file, held while it is parsed (`membership`), apart from `lock` so lookups go on
    /// meanwhile and other projects are parsed at the same time.
    private var parsing: [String: NSLock] = [:]
    /// Project files a batch lint will lint (`willLint`), and those read here for membership meanwhile,
    /// kept until the lint takes them: each Xcode project is read once per run (reading and freeing a
    /// large `project.pbxproj` twice was a third of linting an app).
    private var toBeLinted: Set<String> = []
    private var readForLint: [String: (bytes: [UInt8], document: ProjectDocument)] = [:]
    /// How many times an Xcode project was read, here or by the lint that shares its reading (`adopt`).
    private(set) var projectReads = 0
    private var folders: [String: Folder] = [:]
    /// Per folder: the telling folders from it up to `/`, nearest first.
    private var telling: [String: [Telling]] = [:]
    private var projects: [String: XcodeTargetMembership?] = [:]
    private var packages: [String: PackageFacts] = [:]
    private var places: [String: Place] = [:]
    /// What each `Info.plist` read says of the app's scenes (`SceneSupport.declaresOneScene`, `hasNotAdoptedScenes`).
    private var sceneDeclarations: [String: SceneDeclaration] = [:]

    private struct SceneDeclaration {
        var oneScene: Bool?
        var notAdopted = false
    }
    /// Per project root whose files have no `Info.plist` above them: what its app's says of its scenes.
    private var rootSceneDeclarations: [String: SceneDeclaration] = [:]
    /// Per project root: whether its app ships translations (`appIsLocalized(below:)`).
    private var rootLocalizations: [String: Bool] = [:]

    /// Folders the user named (a batch lint's folder arguments, an editor's workspace folders): the root of a
    /// project that nothing marks (sources unpacked without `.git`, a project generated from a spec), so that
    /// what a root says (the app's `Info.plist` below it, its translations, test folders by their path) is
    /// read there too. A marked root above a file comes first.
    private var namedRoots: [String] = []

    /// Takes `folders` (real, absolute paths) as roots where nothing nearer marks one; before any question.
    func nameRoots(_ folders: [String]) {
        lock.withLock {
            namedRoots = folders.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            places.removeAll()
        }
    }

    /// The deepest named root holding `path`, as the number of its path's components.
    private func namedRootDepth(holding path: String) -> Int? {
        let roots = lock.withLock { namedRoots }
        let holding = roots.filter { $0 == "/" || path.hasPrefix($0 + "/") }.max { $0.utf8.count < $1.utf8.count }
        return holding.map { $0 == "/" ? 0 : $0.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 } }
    }

    /// Forgets what was read (a project file changed).
    func reset() {
        lock.lock()
        folders = [:]
        telling = [:]
        projects = [:]
        packages = [:]
        places = [:]
        sceneDeclarations = [:]
        rootSceneDeclarations = [:]
        rootLocalizations = [:]
        readForLint = [:]
        lock.unlock()
    }

    /// The project root of the folder `absoluteFolder`: the nearest folder at or above it with a
    /// `.duo-lsp.json`, an `.xcodeproj`, a `Package.swift` or `.git`.
    func projectRoot(ofFolder absoluteFolder: String) -> String? {
        if let marked = tellingFolders(from: absoluteFolder).first(where: { $0.folder.isRoot })?.path { return marked }
        let roots = lock.withLock { namedRoots }
        return roots.filter { $0 == "/" || absoluteFolder == $0 || absoluteFolder.hasPrefix($0 + "/") }.max { $0.utf8.count < $1.utf8.count }
    }

    /// Where the Swift file `file` (its absolute path in `file.path` or given) runs, if not in the iPhone app.
    func elsewhere(_ file: SourceFile, absolutePath: String) -> RunsElsewhere? {
        guard let place = place(of: absolutePath) else { return nil }
        return FileRunsElsewhere.classify(pathBelowRoot: place.pathBelowRoot, imports: file.imports, evidence: place.evidence)
    }

    /// What the projects around the file at `absolutePath` say of it, before it is read: a verdict only
    /// when a target or a package's test target decides (then neither its text nor its name matters).
    func projectVerdict(ofFileAt absolutePath: String) -> FileRunsElsewhere.ProjectVerdict {
        place(of: absolutePath).map { FileRunsElsewhere.verdict(of: $0.evidence) } ?? .unknown
    }

    /// A file's path below its project's root, as components, and what the projects around it say.
    private struct Place {
        var pathBelowRoot: [String]
        var evidence: FileRunsElsewhere.ProjectEvidence
        /// The lowest iOS its targets (else its package) are built for, when they say.
        var iOSDeploymentTarget: OSVersion?
        /// The nearest `Info.plist` above it, up to its project's root, declares one window scene.
        var declaresOneScene = false
        /// Its project's app ships translations.
        var appIsLocalized = false
        /// That `Info.plist` is an app's with no scene manifest.
        var appHasNotAdoptedScenes = false
    }

    /// What a `Package.swift` says, read once per folder.
    private struct PackageFacts {
        var testTargets: [PackageTestTargets.Target] = []
        var iOSDeploymentTarget: OSVersion?
    }

    /// The lowest iOS version the projects around the file at `absolutePath` build it for: the iOS targets
    /// of the Xcode projects that build it (`IPHONEOS_DEPLOYMENT_TARGET`), else its package's `platforms:`.
    /// Fixes that need a newer API than the app supports are then not offered (`Configuration.supports`).
    func iOSDeploymentTarget(ofFileAt absolutePath: String) -> OSVersion? {
        place(of: absolutePath)?.iOSDeploymentTarget
    }

    /// `configuration` for the Swift file at `absolutePath`: with its projects' deployment target where the
    /// configuration sets none (`.duo-lsp.json`'s `deploymentTarget` wins).
    /// The app's scenes come from the nearest `Info.plist` in the file's folder or above it, up to its project's
    /// root (`declaresOneScene`).
    func configuration(_ configuration: Configuration, forFileAt absolutePath: String) -> Configuration {
        guard let place = place(of: absolutePath) else { return configuration }
        var adjusted = configuration
        if configuration.deploymentTarget == nil, let target = place.iOSDeploymentTarget { adjusted.deploymentTarget = target }
        adjusted.declaresOneScene = place.declaresOneScene
        adjusted.appIsLocalized = place.appIsLocalized
        adjusted.appHasNotAdoptedScenes = place.appHasNotAdoptedScenes
        return adjusted
    }

    /// The place of the file at `absolutePath`, remembered: a batch lint asks before reading a file and
    /// again after, and the server at every lint of an open document.
    private func place(of absolutePath: String) -> Place? {
        if let known = lock.withLock({ places[absolutePath] }) { return known }
        guard let place = findPlace(of: absolutePath) else { return nil }
        lock.withLock { places[absolutePath] = place }
        return place
    }

    private func findPlace(of absolutePath: String) -> Place? {
        // One normalized path (`/a/b/c.swift`: no repeated or trailing `/`) and its components as byte ranges:
        // String's own `split`, `count` and `dropFirst` go by Characters, and cost a sixth of a batch lint.
        let slash = UInt8(ascii: "/")
        var normalized: [UInt8] = []
        normalized.reserveCapacity(absolutePath.utf8.count + 1)
        var components: [Range<Int>] = []
        var componentStart: Int?
        for byte in absolutePath.utf8 {
            if byte == slash {
                if let start = componentStart { components.append(start ..< normalized.count) }
                componentStart = nil
            } else {
                if componentStart == nil {
                    normalized.append(slash)
                    componentStart = normalized.count
                }
                normalized.append(byte)
            }
        }
        if let start = componentStart { components.append(start ..< normalized.count) }
        guard let name = components.last else { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: normalized[range], as: UTF8.self) }
        var evidence = FileRunsElsewhere.ProjectEvidence()
        var rootDepth: Int?
        var packageChecked = false
        var packageDeploymentTarget: OSVersion?
        var infoPlist: String?
        // From the file's folder up to `/` (only the folders that say something); each is a prefix of the path.
        let folderEnd = name.lowerBound - 1
        for told in tellingFolders(from: folderEnd == 0 ? "/" : text(0 ..< folderEnd)) {
            let folder = told.folder
            if rootDepth == nil, infoPlist == nil { infoPlist = folder.infoPlist }
            if folder.isRoot, rootDepth == nil { rootDepth = told.depth }
            let needsPackage = folder.hasPackageManifest && !packageChecked
            guard !folder.projects.isEmpty || needsPackage else { continue }
            let below = text((told.path == "/" ? 1 : told.path.utf8.count + 1) ..< normalized.count)
            for project in folder.projects {
                guard let membership = membership(project), membership.listsSources else { continue }
                let name = Paths.name(of: Paths.folder(of: project))
                let building = membership.targets(building: below)
                evidence.targets += building.map { (name, $0) }
                // No Info.plist around the file (`Shared/`, or the app's kept in `App/Supporting Files/`): the
                // one its app target names, below the project's folder.
                if infoPlist == nil, let file = building.first(where: { $0.isIOS && !$0.isTest && $0.infoPlistFile != nil })?.infoPlistFile {
                    infoPlist = Paths.joined(told.path, file)
                }
            }
            if needsPackage {
                packageChecked = true
                let package = packageFacts(ofPackageIn: told.path)
                evidence.packageTestTarget = PackageTestTargets.target(holding: below, in: package.testTargets)?.name
                packageDeploymentTarget = package.iOSDeploymentTarget
            }
        }
        if rootDepth == nil { rootDepth = namedRootDepth(holding: absolutePath) }
        let targetVersions = evidence.targets.filter(\.target.isIOS).compactMap(\.target.iOSDeploymentTarget)
        let root = rootDepth.map { depth in depth == 0 ? "/" : text(0 ..< components[depth - 1].upperBound) }
        // Neither above the file nor named by a target: the app's own, wherever the project keeps it.
        let scenes = infoPlist.map(sceneDeclaration(of:)) ?? root.map(appSceneDeclaration(below:))
        let declaresOneScene = scenes?.oneScene == true
        let notAdopted = scenes?.notAdopted == true
        return Place(pathBelowRoot: components[(rootDepth ?? components.count - 1)...].map(text), evidence: evidence,
                     iOSDeploymentTarget: targetVersions.min() ?? packageDeploymentTarget,
                     declaresOneScene: declaresOneScene, appIsLocalized: root.map(appIsLocalized(below:)) ?? false,
                     appHasNotAdoptedScenes: notAdopted)
    }

    /// The Xcode projects that say where the files of `folders` run (in those folders and above them).
    func xcodeProjects(aroundFolders folders: Set<String>) -> [String] {
        var projects = Set<String>()
        for folder in folders {
            for told in tellingFolders(from: folder) { projects.formUnion(told.folder.projects) }
        }
        return projects.sorted()
    }

    /// Reads the Xcode project `projectFile` for its target membership now, ahead of the files that will
    /// ask: read on the first question, a large project kept the other workers waiting on its lock.
    func prepare(project projectFile: String) {
        _ = membership(projectFile)
    }

    /// The telling folders from `path` up to `/`, nearest first: remembered
    /// per folder, so a file costs a look-up of its own folder rather than a
    /// pass over every folder above it (which made a tree thousands of
    /// folders deep take time cubic in its depth). Without recursion: the
    /// folders not yet known are collected going up, then filled in going down.
    private func tellingFolders(from path: String) -> [Telling] {
        var unknown: [String] = []
        var current = path
        var known: [Telling] = []
        while true {
            if let cached = lock.withLock({ telling[current] }) {
                known = cached
                break
            }
            unknown.append(current)
            if current == "/" { break }
            current = Paths.folder(of: current)
        }
        for folderPath in unknown.reversed() {
            let folder = self.folder(folderPath)
            if folder.isRoot || !folder.projects.isEmpty || folder.hasPackageManifest || folder.infoPlist != nil {
                let depth = folderPath == "/" ? 0 : folderPath.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
                known.insert(Telling(depth: depth, path: folderPath, folder: folder), at: 0)
            }
            lock.withLock { telling[folderPath] = known }
        }
        return known
    }

    private func folder(_ path: String) -> Folder {
        lock.lock()
        if let known = folders[path] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        var folder = Folder(isRoot: false, projects: [], hasPackageManifest: false)
        for name in names {
            switch name {
            case "Info.plist": folder.infoPlist = path + (path.hasSuffix("/") ? "" : "/") + name
            case ConfigurationLoader.fileName, ".git": folder.isRoot = true
            case "Package.swift":
                folder.isRoot = true
                folder.hasPackageManifest = true
            default:
                if name.hasSuffix(".xcodeproj") {
                    folder.isRoot = true
                    folder.projects.append(path + (path.hasSuffix("/") ? "" : "/") + name + "/project.pbxproj")
                }
            }
        }
        folder.projects.sort()
        lock.lock()
        folders[path] = folder
        lock.unlock()
        return folder
    }

    private func membership(_ projectFile: String) -> XcodeTargetMembership? {
        lock.lock()
        if let known = projects[projectFile] {
            lock.unlock()
            return known
        }
        lock.unlock()
        // One parse per project: the workers that reach a project at once wait for the first one's parse
        // (a large `project.pbxproj` costs tens of milliseconds) instead of each parsing it; workers on
        // other projects parse those meanwhile.
        let projectLock = lock.withLock {
            if let existing = parsing[projectFile] { return existing }
            let made = NSLock()
            parsing[projectFile] = made
            return made
        }
        projectLock.lock()
        defer { projectLock.unlock() }
        if let known = lock.withLock({ projects[projectFile] }) { return known }
        var membership: XcodeTargetMembership?
        if let data = FileManager.default.contents(atPath: projectFile) {
            let bytes = [UInt8](data)
            lock.withLock { projectReads += 1 }
            if case .success(let document) = ProjectDocument.read(path: projectFile, bytes: bytes) {
                membership = XcodeTargetMembership(project: document)
                lock.withLock { if toBeLinted.contains(projectFile) { readForLint[projectFile] = (bytes, document) } }
            }
        }
        lock.lock()
        projects[projectFile] = membership
        lock.unlock()
        return membership
    }

    /// A batch lint is about to lint these project files (real paths): keep what is read of them here.
    func willLint(projectFiles: [String]) {
        lock.withLock { toBeLinted.formUnion(projectFiles.filter(ProjectLayout.isXcodeProject)) }
    }

    /// The Xcode project at `projectFile`, as read here for membership from exactly `bytes`, once; nil when
    /// it was not read here (or from other bytes). From now on nothing of it is kept for the lint.
    func takeReading(of projectFile: String, bytes: [UInt8]) -> ProjectDocument? {
        lock.withLock {
            toBeLinted.remove(projectFile)
            guard let kept = readForLint.removeValue(forKey: projectFile), kept.bytes == bytes else { return nil }
            return kept.document
        }
    }

    /// The lint read the Xcode project at `projectFile` itself: its target membership comes from that
    /// reading rather than from a second one.
    func adopt(_ document: ProjectDocument, readFrom projectFile: String) {
        lock.withLock { projectReads += 1 }
        guard ProjectLayout.isXcodeProject(projectFile), lock.withLock({ projects[projectFile] }) == nil else { return }
        let membership = XcodeTargetMembership(project: document)
        lock.withLock { if projects[projectFile] == nil { projects[projectFile] = membership } }
    }

    /// An Xcode project's project file (`….xcodeproj/project.pbxproj`): the one whose reading is shared.
    static func isXcodeProject(_ path: String) -> Bool {
        path.hasSuffix(".xcodeproj/project.pbxproj")
    }

    /// What the `Info.plist` at `path` says of the app's scenes, read once.
    private func sceneDeclaration(of path: String) -> SceneDeclaration {
        if let known = lock.withLock({ sceneDeclarations[path] }) { return known }
        var declared = SceneDeclaration()
        if let data = FileManager.default.contents(atPath: path), case .success(let document) = ProjectDocument.read(path: path, bytes: [UInt8](data)) {
            declared = SceneDeclaration(oneScene: SceneSupport.declaresOneScene(document), notAdopted: SceneSupport.hasNotAdoptedScenes(document))
        }
        lock.withLock { sceneDeclarations[path] = declared }
        return declared
    }

    /// What the app of the project at `root` says of its scenes, when its `Info.plist` is neither above a file
    /// nor named by a target (`Session/Meta/App-Info.plist` beside `Session/Calls/`, `Riot/SupportingFiles/`
    /// beside `Riot/Modules/` in a project generated from a spec, no Xcode project at hand): the property lists
    /// named `Info.plist` or `…-Info.plist` a few folders below the root that are an app's, not an extension's.
    /// One scene only when those with a scene manifest each declare one; not adopted when none has a manifest.
    /// Read once per root.
    private func appSceneDeclaration(below root: String) -> SceneDeclaration {
        if let known = lock.withLock({ rootSceneDeclarations[root] }) { return known }
        var declarations: [SceneDeclaration] = []
        ProjectLayout.forEachEntry(below: root, depth: 3) { name, path in
            if name == "Info.plist" || name.hasSuffix("-Info.plist"), let declared = appSceneDeclaration(of: path) { declarations.append(declared) }
            return true
        }
        let manifests = declarations.compactMap(\.oneScene)
        let declared = SceneDeclaration(oneScene: !manifests.isEmpty && manifests.allSatisfy { $0 },
                                        notAdopted: manifests.isEmpty && declarations.contains(where: \.notAdopted))
        lock.withLock { rootSceneDeclarations[root] = declared }
        return declared
    }

    /// The entries of the folders up to `depth` levels below `root`, each folder's in name order, until `visit`
    /// says to stop: a few folders deep and a bounded number of them (an app keeps its `Info.plist` and its
    /// resources near the root, and a huge checkout must not be walked for them). Hidden and skipped folders
    /// (`PathExclusion.skippedFolders`) and bundle-like ones (`de.lproj`, `App.xcodeproj`) are not entered.
    private static func forEachEntry(below root: String, depth maxDepth: Int, _ visit: (_ name: String, _ path: String) -> Bool) {
        var pending = [(path: root, depth: 0)]
        var foldersRead = 0
        while let (folder, depth) = pending.popLast(), foldersRead < 400 {
            foldersRead += 1
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
                let path = Paths.joined(folder, name)
                guard visit(name, path) else { return }
                if depth < maxDepth, !name.hasPrefix("."), !PathExclusion.skippedFolders.contains(name), !name.contains("."),
                   (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory {
                    pending.append((path, depth + 1))
                }
            }
        }
    }

    /// Whether the project at `root` ships translations: a string catalog (`….xcstrings`) or a `.lproj` folder
    /// of a language other than English (`de.lproj`; not `Base.lproj`, `en.lproj`, `en-GB.lproj`) a few folders
    /// below the root, where apps and their packages keep their resources. Read once per root, in a bounded walk.
    private func appIsLocalized(below root: String) -> Bool {
        if let known = lock.withLock({ rootLocalizations[root] }) { return known }
        var localized = false
        ProjectLayout.forEachEntry(below: root, depth: 4) { name, _ in
            if name.hasSuffix(".xcstrings") {
                localized = true
            } else if name.hasSuffix(".lproj") {
                let language = String(name.dropLast(".lproj".count))
                localized = language != "Base" && language != "en" && !language.hasPrefix("en-") && !language.hasPrefix("en_")
            }
            return !localized
        }
        lock.withLock { rootLocalizations[root] = localized }
        return localized
    }

    /// What an app's `Info.plist` at `path` says of its scenes; nil for an extension's (`NSExtension`) and for
    /// what does not read as a property list.
    private func appSceneDeclaration(of path: String) -> SceneDeclaration? {
        guard let data = FileManager.default.contents(atPath: path),
              case .success(let document) = ProjectDocument.read(path: path, bytes: [UInt8](data)),
              document.root["NSExtension"] == nil else { return nil }
        return SceneDeclaration(oneScene: SceneSupport.declaresOneScene(document), notAdopted: SceneSupport.hasNotAdoptedScenes(document))
    }

    private func packageFacts(ofPackageIn folder: String) -> PackageFacts {
        lock.lock()
        if let known = packages[folder] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let manifest = folder + (folder.hasSuffix("/") ? "" : "/") + "Package.swift"
        var facts = PackageFacts()
        if let data = FileManager.default.contents(atPath: manifest) {
            let file = SourceFile(path: manifest, bytes: [UInt8](data))
            facts = PackageFacts(testTargets: PackageTestTargets.read(file), iOSDeploymentTarget: PackagePlatforms.iOSDeploymentTarget(in: file))
        }
        lock.lock()
        packages[folder] = facts
        lock.unlock()
        return facts
    }
}
