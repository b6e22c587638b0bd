/// What an app's `Info.plist` says about how many windows it can have. An app whose scene manifest does
/// not allow several (`UIApplicationSupportsMultipleScenes` false or absent), and that configures no scene role beyond its windows'
/// (no CarPlay, no external display), has one window scene: the first connected scene is that one, and
/// iPhone Duo cannot show two of its windows side by side (DUO404's hazard).
public enum SceneSupport {
    /// The role of the app's own windows; a configuration of any other role (CarPlay, an external display)
    /// adds a scene that may come first.
    private static let windowRole = "UIWindowSceneSessionRoleApplication"

    /// True for an `Info.plist` that declares one window scene; false for one that allows several or
    /// configures other scene roles; nil when it has no scene manifest (the app has not adopted scenes: DUO402).
    /// An app's whole `Info.plist` with no scene manifest (DUO402's finding): the app has one window until it
    /// adopts scenes, which it must, and chooses then whether it allows several.
    public static func hasNotAdoptedScenes(_ document: ProjectDocument) -> Bool {
        document.role == .propertyList && document.root["UIApplicationSceneManifest"] == nil
            && ApplicationEvidence.applicationKey(in: document.root) != nil
    }

    public static func declaresOneScene(_ document: ProjectDocument) -> Bool? {
        guard document.role == .propertyList, let manifest = document.root["UIApplicationSceneManifest"] else { return nil }
        // Absent, the key is false; a build variable (`$(…)`) could be either.
        guard (manifest["UIApplicationSupportsMultipleScenes"]?.truth ?? .off) == .off else { return false }
        let roles = manifest["UISceneConfigurations"]?.entries?.map(\.key) ?? []
        return roles.allSatisfy { $0 == windowRole }
    }
}
