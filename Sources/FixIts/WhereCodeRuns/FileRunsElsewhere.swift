/// Whether a whole Swift file runs somewhere other than the app on an iPhone
/// (RULES.md, "Where code runs"), from the strongest evidence there is:
///
/// 1. the Xcode projects that build it: a file only test targets build is
///    test code, one only watchOS, tvOS or macOS targets build is another
///    platform's; a file any iOS app or extension target builds is app code,
///    whatever its folder is called;
/// 2. a Swift package's test targets (`Package.swift`);
/// 3. its imports: XCTest or Swift Testing makes it a test; AppKit, WatchKit
///    and the like without UIKit, another platform's code;
/// 4. conventions, below the project's root only (a checkout under
///    `~/Tests/` proves nothing): a folder named `Tests` or `…Tests`
///    (`UnitTests`, `AppUITests`), a file named `…Tests.swift`; a folder
///    named for another platform (`App tvOS`, `Watch-watchOS`, `macOS`).
///
/// Pure: the caller reads the projects and says where the root is.
public enum FileRunsElsewhere {
    /// What the projects around a file say about it.
    public struct ProjectEvidence: Sendable {
        /// The targets that build the file, with the project's name: empty when no project lists it.
        public var targets: [(project: String, target: XcodeTargetMembership.Target)]
        /// The test target of a `Package.swift` whose folder holds the file, if one does.
        public var packageTestTarget: String?

        public init(targets: [(project: String, target: XcodeTargetMembership.Target)] = [], packageTestTarget: String? = nil) {
            self.targets = targets
            self.packageTestTarget = packageTestTarget
        }
    }

    /// What the projects alone say about a file.
    public enum ProjectVerdict: Sendable, Equatable {
        /// No project builds it: its imports and its path decide.
        case unknown
        /// An iOS app or extension target builds it.
        case runsHere
        case elsewhere(RunsElsewhere)
    }

    /// The projects' verdict: the strongest evidence, which needs neither the file's text nor its name.
    public static func verdict(of evidence: ProjectEvidence) -> ProjectVerdict {
        if !evidence.targets.isEmpty {
            if evidence.targets.contains(where: { $0.target.isIOS && !$0.target.isTest }) { return .runsHere }
            if let test = evidence.targets.first(where: { $0.target.isTest }) {
                return .elsewhere(RunsElsewhere(.test, why: "built only by test targets such as \(test.target.name) of \(test.project)"))
            }
            let other = evidence.targets[0]
            return .elsewhere(RunsElsewhere(.otherPlatform,
                                            why: "built only for \(other.target.platform ?? "another platform"), by \(other.target.name) of \(other.project)"))
        }
        if let target = evidence.packageTestTarget {
            return .elsewhere(RunsElsewhere(.test, why: "in the test target \(target) of its Package.swift"))
        }
        return .unknown
    }

    /// `pathBelowRoot`: the file's path relative to its project's root, as
    /// components (`["DuckDuckGoTests", "TabTests.swift"]`).
    public static func classify(pathBelowRoot: [String], imports: Set<String>, evidence: ProjectEvidence) -> RunsElsewhere? {
        switch verdict(of: evidence) {
        case .runsHere: return nil
        case .elsewhere(let elsewhere): return elsewhere
        case .unknown: break
        }
        if let module = testModules.first(where: imports.contains) {
            return RunsElsewhere(.test, why: "imports \(module)")
        }
        if !imports.contains("UIKit"), let (module, platform) = otherPlatformModules.first(where: { imports.contains($0.0) }) {
            return RunsElsewhere(.otherPlatform, why: "imports \(module), a \(platform) framework, and not UIKit")
        }
        if let folder = pathBelowRoot.dropLast().first(where: isTestFolderName) {
            return RunsElsewhere(.test, why: "in the test folder \(folder)/")
        }
        if let name = pathBelowRoot.last, name.hasSuffix("Tests.swift") {
            return RunsElsewhere(.test, why: "a test file by its name")
        }
        for folder in pathBelowRoot.dropLast() {
            if let platform = platformOfFolder(folder) {
                return RunsElsewhere(.otherPlatform, why: "in the \(platform) folder \(folder)/")
            }
        }
        return nil
    }

    /// The platform a folder's name says it is for: a word of it (split at spaces, `-`, `_` and `.`) that
    /// names one (`Swiftfin tvOS`, `App-watchOS`, `macOS`, `Widget_visionOS`), or `WatchKit Extension`.
    /// A multi-platform repository keeps each platform's sources in such a folder; its project, when
    /// there is one, still decides (a file an iOS target builds is app code whatever its folder is called).
    static func platformOfFolder(_ name: String) -> String? {
        let words = name.split(whereSeparator: { " -_.".contains($0) }).map { $0.lowercased() }
        if let platform = words.lazy.compactMap({ otherPlatformWords[$0] }).first { return platform }
        return words.contains("watchkit") && words.contains("extension") ? "watchOS" : nil
    }

    private static let otherPlatformWords = ["tvos": "tvOS", "watchos": "watchOS", "macos": "macOS", "visionos": "visionOS"]

    private static let testModules = ["XCTest", "Testing"]
    private static let otherPlatformModules = [("AppKit", "macOS"), ("Cocoa", "macOS"), ("WatchKit", "watchOS"), ("ClockKit", "watchOS"),
                                               ("TVUIKit", "tvOS"), ("TVServices", "tvOS")]

    /// `Tests`, `UnitTests`, `AppUITests`: a capital `T` (so `Contests/` is not one).
    static func isTestFolderName(_ name: String) -> Bool {
        name.hasSuffix("Tests")
    }
}
