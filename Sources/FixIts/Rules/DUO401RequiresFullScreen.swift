/// DUO401 requires-full-screen: `UIRequiresFullScreen` set to true in an
/// `Info.plist`, or `INFOPLIST_KEY_UIRequiresFullScreen = YES` in a project's
/// build settings.
public struct RequiresFullScreen: Rule {
    public var code: String { "DUO401" }
    public var name: String { "requires-full-screen" }
    public var defaultSeverity: Severity { .info }
    public var triggers: [String] { [] }
    public var fileKind: FileKind { .project }

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`UIRequiresFullScreen` does not keep the app's size on iPhone Duo: it is resized anyway when the device opens or closes.",
            whatItFlags: """
                `UIRequiresFullScreen` (also `UIRequiresFullScreen~ipad`, `~iphone`) at the top level of an \
                `Info.plist` with a value that reads as true: `<true/>`, `<string>YES</string>` (`true`, `1`), \
                `<integer>1</integer>`. In a `project.pbxproj` or JSON `.xcproj`: the build setting \
                `INFOPLIST_KEY_UIRequiresFullScreen = YES` (or `true`, `1`, JSON `true`), conditional forms such \
                as `INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*]` included, in any target or project \
                configuration. Not flagged: a false value, a `$(VARIABLE)` whose value the file does not show, \
                the key inside a nested dictionary, settings in `.xcconfig` files (not read).
                """,
            whyItMatters: """
                iPhone Duo has two displays and many poses. `UIRequiresFullScreen` is still honored, but the app \
                is resized anyway when the device opens or closes, so the key only hides the layouts the app \
                needs: a compact-width one for the outer display and a regular-width one for the inner display. \
                Code that trusts the key to fix the size breaks mid-session.
                """,
            example: """
                <!-- Info.plist -->
                <key>UIRequiresFullScreen</key>
                <true/>

                /* project.pbxproj, buildSettings */
                INFOPLIST_KEY_UIRequiresFullScreen = YES;
                """,
            useInstead: """
                <!-- Info.plist: no UIRequiresFullScreen; lay out with size classes, safe areas and layout margins -->

                /* project.pbxproj: the setting removed */
                """,
            fixSafety: """
                No fix. Removing the key is a one-line edit, but it also opts the app into iPad multitasking \
                (Split View, Slide Over, resizable windows): a product decision for a person, after checking \
                that every screen lays out at any size.
                """,
            references: [
                "HIG reference §5 \"Build and screens\": UIRequiresFullScreen is still honored, but the app resizes anyway when the device opens or closes (seeds/000)",
                "HIG reference §2 \"Best practices\": build to resize (seeds/000)",
                "HIG reference §5 \"Testing\": the audit reads .pbxproj and .xcproj full-screen settings (seeds/000)",
            ]
        )
    }

    public func checkFile(_ context: RuleContext) {
        guard let document = context.projectDocument(for: self) else { return }
        func report(_ entry: PlistEntry) {
            context.report("\(entry.key) is set, but iPhone Duo resizes the app anyway when it opens or closes: lay out for every size instead",
                           bytes: entry.range)
        }
        switch document.role {
        case .propertyList:
            // Only the top level is the app's Info dictionary.
            for entry in document.root.entries ?? [] where isInfoKey(entry.key) && entry.value.truth == .on { report(entry) }
        case .xcodeProject:
            // Build settings of any target or project configuration, and an Info dictionary a JSON project may embed.
            document.root.forEachEntry { entry in
                if (isBuildSetting(entry.key) || isInfoKey(entry.key)) && entry.value.truth == .on { report(entry) }
            }
        }
    }

    /// `UIRequiresFullScreen`, `UIRequiresFullScreen~ipad`.
    private func isInfoKey(_ key: String) -> Bool {
        key == "UIRequiresFullScreen" || key.hasPrefix("UIRequiresFullScreen~")
    }

    /// `INFOPLIST_KEY_UIRequiresFullScreen`, `INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*]`.
    private func isBuildSetting(_ key: String) -> Bool {
        key == "INFOPLIST_KEY_UIRequiresFullScreen" || XcodeProjectModel.isConditional(key, of: "INFOPLIST_KEY_UIRequiresFullScreen")
    }
}
