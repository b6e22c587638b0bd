/// DUO405 iphone-orientation-lock: an iPhone app whose `Info.plist` or build
/// settings list only portrait (or only landscape) orientations.
public struct IPhoneOrientationLock: Rule {
    public var code: String { "DUO405" }
    public var name: String { "iphone-orientation-lock" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { [] }
    public var fileKind: FileKind { .project }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "An iPhone orientation lock in the app's settings isn't honoured on iPhone Duo's inner display: fill the screen in every pose.",
            whatItFlags: """
                In an app's `Info.plist`: the iPhone's `UISupportedInterfaceOrientations~iphone`, or \
                `UISupportedInterfaceOrientations` when there is no `~iphone` key, listing only portrait \
                (`UIInterfaceOrientationPortrait`, `…PortraitUpsideDown`) or only landscape orientations. In a \
                `project.pbxproj` or JSON `.xcproj`: an application target's \
                `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone` (or the device-neutral \
                `INFOPLIST_KEY_UISupportedInterfaceOrientations` when no `_iPhone` setting is given) with such a \
                list, in any build configuration. Not flagged: the `~ipad` / `_iPad` keys, a list with both \
                portrait and landscape, a `$(VARIABLE)` the file does not resolve, watch apps and app extensions \
                (`WK…`, `NSExtension` keys), iPad-only targets (`TARGETED_DEVICE_FAMILY = 2`), targets that do \
                not build for iOS, targets that turn `GENERATE_INFOPLIST_FILE` off (their `INFOPLIST_KEY_…` \
                settings are unused), and settings in `.xcconfig` files (not read).
                """,
            whyItMatters: """
                iPhone Duo's inner display is wider than tall when opened like a book, and Apple says it doesn't \
                honour supported orientations (the same talk says locked apps are scaled there). Either way a \
                portrait-only iPhone app does not keep its portrait shape: it is shown letterboxed or at a size it \
                never laid out for, and it moves between the two displays as the device folds. Apple allows a lock \
                for games, but asks every app to fill the screen as the pose changes rather than rely on it. This \
                is the project-wide form of DUO111, which finds the same lock in a view controller.
                """,
            example: """
                <!-- Info.plist -->
                <key>UISupportedInterfaceOrientations</key>
                <array>
                    <string>UIInterfaceOrientationPortrait</string>
                </array>

                /* project.pbxproj, buildSettings */
                INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
                """,
            useInstead: """
                <!-- Info.plist: every orientation, with layouts from size classes and the space you get -->
                <key>UISupportedInterfaceOrientations</key>
                <array>
                    <string>UIInterfaceOrientationPortrait</string>
                    <string>UIInterfaceOrientationLandscapeLeft</string>
                    <string>UIInterfaceOrientationLandscapeRight</string>
                </array>
                <!-- A game that must stay locked: keep it, fill the screen in every pose, and suppress this finding. -->
                """,
            fixSafety: """
                No fix. Adding the landscape orientations is a one-line edit, but it shows every screen in shapes \
                it was never laid out for: a person must check each one first.
                """,
            references: [
                "HIG reference §5 \"Build and screens\": the inner display doesn't honour supported orientations, or scales locked apps; don't rely on the lock (talk 111461) (seeds/000)",
                "HIG reference §2 \"Best practices\": orientation lock is allowed for games, but fill the screen as the pose changes (seeds/000)",
                "HIG reference §5 \"Displacement and poses\": book pose is landscape (seeds/000)",
            ]
        )
    }

    static let portrait: Set<String> = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown"]
    static let landscape: Set<String> = ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]
    private static let infoKey = "UISupportedInterfaceOrientations"
    private static let iPhoneSetting = "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"
    private static let neutralSetting = "INFOPLIST_KEY_UISupportedInterfaceOrientations"

    public func checkFile(_ context: RuleContext) {
        guard let document = context.projectDocument(for: self) else { return }
        switch document.role {
        case .propertyList: checkInfoPlist(document.root, context: context)
        case .xcodeProject: checkProject(document.root, context: context)
        }
    }

    /// The app's own Info dictionary is the top level; `~iphone` wins over the plain key on iPhone.
    private func checkInfoPlist(_ root: PlistValue, context: RuleContext) {
        guard let entries = root.entries, !entries.contains(where: { isOtherBundleKey($0.key) }) else { return }
        guard let entry = root.entry(Self.infoKey + "~iphone") ?? root.entry(Self.infoKey) else { return }
        report(entry, context: context)
    }

    /// Watch apps and extensions carry the key too, but they are not iPhone app windows.
    private func isOtherBundleKey(_ key: String) -> Bool {
        key.hasPrefix("WK") || key == "NSExtension" || key == "EXAppExtensionAttributes"
    }

    private func checkProject(_ root: PlistValue, context: RuleContext) {
        let model = XcodeProjectModel(root: root)
        guard !model.targets.isEmpty else {
            // A project file without readable targets: its iPhone settings wherever they are.
            root.forEachEntry { entry in
                if isSetting(entry.key, Self.iPhoneSetting) { report(entry, context: context) }
            }
            return
        }
        for target in model.targets where ApplicationEvidence.applicationProductTypes.contains(target.productType) {
            for configuration in target.configurations where appliesToIPhone(configuration, in: model) {
                if let entry = value(of: Self.iPhoneSetting, in: configuration, model: model) ?? value(of: Self.neutralSetting, in: configuration, model: model) {
                    report(entry, context: context)
                }
            }
        }
    }

    /// The configuration builds an iPhone app that generates its Info.plist keys from build settings.
    private func appliesToIPhone(_ configuration: XcodeProjectModel.Configuration, in model: XcodeProjectModel) -> Bool {
        guard ApplicationEvidence.buildsForIOS(configuration, in: model) != false else { return false }
        if case .value(let generate) = model.setting("GENERATE_INFOPLIST_FILE", in: configuration), generate.value.truth == .off { return false }
        if case .value(let family) = model.setting("TARGETED_DEVICE_FAMILY", in: configuration), let text = Self.text(of: family.value),
           !text.contains("$(") {
            // "1,2" is iPhone and iPad; "2" alone is iPad only.
            return text.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "1" }
        }
        return true
    }

    /// A string, or a number as written (JSON projects may write `1`).
    private static func text(of value: PlistValue) -> String? {
        switch value.kind {
        case .string(let text), .number(let text): return text
        default: return nil
        }
    }

    private func value(of key: String, in configuration: XcodeProjectModel.Configuration, model: XcodeProjectModel) -> PlistEntry? {
        switch model.setting(key, in: configuration) {
        case .absent: return nil
        case .value(let entry), .conditional(let entry): return entry
        }
    }

    /// `KEY` or `KEY[sdk=iphoneos*]`.
    private func isSetting(_ candidate: String, _ key: String) -> Bool {
        candidate == key || XcodeProjectModel.isConditional(candidate, of: key)
    }

    private func report(_ entry: PlistEntry, context: RuleContext) {
        guard let orientations = orientations(in: entry.value), !orientations.isEmpty else { return }
        let lock: String
        if orientations.isSubset(of: Self.portrait) {
            lock = "portrait"
        } else if orientations.isSubset(of: Self.landscape) {
            lock = "landscape"
        } else {
            return
        }
        context.report("""
            \(entry.key) locks the iPhone app to \(lock), which iPhone Duo's inner display doesn't honour, and the app moves between \
            displays as the device folds: support every orientation and lay out for the space you get
            """, bytes: entry.range)
    }

    /// An array of strings (plist, JSON) or one space-separated string
    /// (build settings); nil when any part is unknown, such as `$(VARIABLE)`.
    private func orientations(in value: PlistValue) -> Set<String>? {
        let words: [String]
        if let elements = value.elements {
            var strings: [String] = []
            for element in elements {
                guard let text = element.string else { return nil }
                strings += text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
            }
            words = strings
        } else if let text = value.string {
            words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        } else {
            return nil
        }
        let known = Self.portrait.union(Self.landscape)
        guard words.allSatisfy({ known.contains($0) }) else { return nil }
        return Set(words)
    }
}
