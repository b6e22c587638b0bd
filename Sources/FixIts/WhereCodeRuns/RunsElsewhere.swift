/// Code that does not run in the app on an iPhone, and why: what the linter
/// leaves alone by default (RULES.md, "Where code runs"). A finding there is
/// one no app author would thank us for: a test's fixture window, a watch
/// face's grid, a preview's label, the fallback for systems older than
/// iPhone Duo's.
public struct RunsElsewhere: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Unit and UI tests: XCTest and Swift Testing files, test targets and folders.
        case test
        /// Xcode previews: `#Preview`, `PreviewProvider`, `.previewDisplayName(…)`.
        case preview
        /// Not compiled for iOS: another platform's `#if` branch, a watchOS,
        /// tvOS or macOS target's file, a file that imports AppKit or WatchKit.
        case otherPlatform
        /// Only runs on systems older than iPhone Duo's: the fallback of
        /// `if #available(iOS 26, *)`.
        case olderSystem
        /// Only in development builds: the branch of `#if DEBUG` (or `#if !RELEASE`), a debug menu or
        /// overlay that never ships. Linted with the tests when they are opted in.
        case development
        /// Only on another device: the block of `if UIDevice.current.userInterfaceIdiom == .pad`. iPhone Duo is a
        /// phone; what that code lays out is an iPad's (DUO105 reports the idiom test itself).
        case otherDevice
    }

    public var kind: Kind
    /// Where the evidence is, for people: "the `#elseif os(tvOS)` branch",
    /// "in the test target HomeAssistantTests of HomeAssistant.xcodeproj".
    public var why: String

    public init(_ kind: Kind, why: String) {
        self.kind = kind
        self.why = why
    }

    public var description: String {
        switch kind {
        case .test: "test code (\(why))"
        case .preview: "preview code (\(why))"
        case .otherPlatform: "not built for iOS (\(why))"
        case .olderSystem: "runs only before iPhone Duo's iOS (\(why))"
        case .development: "development builds only (\(why))"
        case .otherDevice: "runs only on an iPad (\(why))"
        }
    }

    /// The first iOS release iPhone Duo runs: code that only runs on older
    /// systems (an `#available` fallback) never runs on it.
    public static let duoFirstIOS = OSVersion(27, 0)
}

extension Configuration {
    /// Whether code of this kind is linted: tests (and development-only code) and previews when the
    /// configuration opts them in, never other platforms' code or fallbacks for older systems.
    public func lints(_ elsewhere: RunsElsewhere) -> Bool {
        switch elsewhere.kind {
        case .test, .development: lintTests
        case .preview: lintPreviews
        case .otherPlatform, .olderSystem, .otherDevice: false
        }
    }
}
