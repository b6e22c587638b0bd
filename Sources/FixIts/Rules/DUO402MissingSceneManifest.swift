import Foundation

/// DUO402 missing-scene-manifest: an iOS app without `UIApplicationSceneManifest`
/// (or `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`).
public struct MissingSceneManifest: Rule {
    public var code: String { "DUO402" }
    public var name: String { "missing-scene-manifest" }
    public var defaultSeverity: Severity { .error }
    public var triggers: [String] { [] }
    public var fileKind: FileKind { .project }

    static let sceneGeneration = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "An iOS app without a scene manifest won't launch when built with an SDK after iOS 26 (TN3187).",
            whatItFlags: """
                **`Info.plist`**: an iOS application's complete Info.plist without `UIApplicationSceneManifest` at \
                the top level. It is an application's when it has `CFBundleIdentifier` or `CFBundleExecutable` and \
                a key only iOS apps carry (`LSRequiresIPhoneOS`, `UILaunchStoryboardName`, `UILaunchScreen`, \
                `UIMainStoryboardFile`, `UISupportedInterfaceOrientations`, `UIRequiredDeviceCapabilities`, \
                `UIApplicationSupportsIndirectInputEvents`, …), and no sign of another bundle: not an app \
                extension (`NSExtension`, `EXAppExtensionAttributes`), not a watch app (`WK…` keys), and no \
                literal `CFBundlePackageType` other than `APPL` (`FMWK` frameworks, `BNDL` test bundles). \
                `CFBundleExecutable` alone proves nothing: frameworks and extensions have it too.

                **`project.pbxproj`, JSON `.xcproj`**: each build configuration of an application target \
                (`com.apple.product-type.application`, App Clips) that builds for iOS (`SDKROOT = iphoneos`, \
                `SUPPORTED_PLATFORMS` with `iphoneos`) and generates its Info.plist \
                (`GENERATE_INFOPLIST_FILE = YES`) with no `INFOPLIST_FILE` and without \
                `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`. Settings resolve target over project; \
                when a configuration is based on an `.xcconfig` (which duo-lsp does not read), the finding is a \
                warning that names it ("unless Base.xcconfig sets it").

                Not judged, because the file alone cannot tell: a partial Info.plist (no `CFBundleIdentifier`: \
                Xcode merges it with generated keys), a target whose generated Info.plist is merged with an \
                `INFOPLIST_FILE` (that file is checked on its own), conditional (`KEY[sdk=iphoneos*]`) or \
                `$(VARIABLE)` values, a target whose platform the file does not show.
                """,
            whyItMatters: """
                Built with the SDK after iOS 26, an app that hasn't adopted the UIScene life cycle won't launch \
                (TN3187). Scenes are also how an app follows iPhone Duo's resizes: opening or closing the device \
                resizes the scene through size-class and trait changes, and with two windows on the inner display \
                each is its own scene.

                Limits: a SwiftUI app (`@main struct MyApp: App`) already uses scenes, and a UIKit app may \
                configure them in `application(_:configurationForConnecting:options:)`; a project file cannot \
                show either. For those, suppress the finding with the file's comment syntax or \
                `"ignore": ["DUO402"]` in `.duo-lsp.json` (or `exclude` the file).
                """,
            example: """
                <!-- Info.plist of a UIKit app -->
                <key>CFBundleExecutable</key>
                <string>$(EXECUTABLE_NAME)</string>
                <key>UILaunchStoryboardName</key>
                <string>LaunchScreen</string>

                /* project.pbxproj, the app target's buildSettings */
                GENERATE_INFOPLIST_FILE = YES;
                """,
            useInstead: """
                <key>UIApplicationSceneManifest</key>
                <dict>
                    <key>UIApplicationSupportsMultipleScenes</key>
                    <true/>
                    <key>UISceneConfigurations</key>
                    <dict>
                        <key>UIWindowSceneSessionRoleApplication</key>
                        <array>
                            <dict>
                                <key>UISceneConfigurationName</key>
                                <string>Default Configuration</string>
                                <key>UISceneDelegateClassName</key>
                                <string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                            </dict>
                        </array>
                    </dict>
                </dict>

                /* project.pbxproj */
                GENERATE_INFOPLIST_FILE = YES;
                INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
                """,
            fixSafety: """
                No fix: adopting scenes means a scene delegate (moving window setup out of the app delegate), \
                which a manifest alone does not provide.
                """,
            references: [
                "HIG reference §5 \"Scenes and state\": built with the SDK after iOS 26, an app that hasn't adopted the UIScene life cycle won't launch (TN3187) (seeds/000)",
                "HIG reference §5 \"Testing\": JSON projects also contribute scene-generation evidence; review inherited settings and .xcconfig values (seeds/000)",
                "TN3187: Migrating to the UIKit scene-based life cycle",
            ]
        )
    }

    public func checkFile(_ context: RuleContext) {
        guard let document = context.projectDocument(for: self) else { return }
        switch document.role {
        case .propertyList: checkInfoPlist(document.root, context: context)
        case .xcodeProject: checkProject(XcodeProjectModel(root: document.root), context: context)
        }
    }

    private func checkInfoPlist(_ root: PlistValue, context: RuleContext) {
        guard root.entry("UIApplicationSceneManifest") == nil, let evidence = ApplicationEvidence.applicationKey(in: root) else { return }
        context.report("""
            This app's Info.plist (it has \(evidence.key)) has no UIApplicationSceneManifest: built with an SDK after iOS 26, \
            an app without the scene life cycle won't launch (TN3187)
            """, bytes: root.range)
    }

    private func checkProject(_ model: XcodeProjectModel, context: RuleContext) {
        for target in model.targets where ApplicationEvidence.applicationProductTypes.contains(target.productType) {
            for configuration in target.configurations where ApplicationEvidence.buildsForIOS(configuration, in: model) == true {
                guard case .value(let generate) = model.setting("GENERATE_INFOPLIST_FILE", in: configuration),
                      generate.value.truth == .on else { continue }
                switch model.setting("INFOPLIST_FILE", in: configuration) {
                case .absent: break
                case .value(let file) where (file.value.string ?? "-").trimmingCharacters(in: .whitespaces).isEmpty: break
                // A plist merged with the generated keys may hold the manifest: that file is checked on its own.
                default: continue
                }
                var explicitOff: PlistEntry?
                switch model.setting(MissingSceneManifest.sceneGeneration, in: configuration) {
                case .absent: break
                case .value(let entry) where entry.value.truth == .off: explicitOff = entry
                default: continue
                }
                report(target: target, configuration: configuration, generate: generate, explicitOff: explicitOff, model: model, context: context)
            }
        }
    }

    private func report(target: XcodeProjectModel.Target, configuration: XcodeProjectModel.Configuration, generate: PlistEntry,
                        explicitOff: PlistEntry?, model: XcodeProjectModel, context: RuleContext) {
        // Point where the edit goes: the explicit NO, else this configuration's
        // GENERATE_INFOPLIST_FILE, else its buildSettings.
        let ownsGenerate = configuration.settings.contains { $0.keyRange == generate.keyRange }
        let range = explicitOff?.range ?? (ownsGenerate ? generate.range : nil)
            ?? configuration.buildSettingsEntry?.keyRange ?? target.productTypeEntry.range
        let xcconfigs = [configuration.xcconfig, model.projectConfiguration(named: configuration.name)?.xcconfig].compactMap { $0 }
        var message = "App target \(target.name) (\(configuration.name)) generates its Info.plist without a scene manifest: "
            + "set \(MissingSceneManifest.sceneGeneration) = YES or add UIApplicationSceneManifest; "
            + "built with an SDK after iOS 26, an app without the scene life cycle won't launch (TN3187)"
        if !xcconfigs.isEmpty { message += ", unless \(xcconfigs.joined(separator: " or ")) sets it" }
        context.report(message, bytes: range, severity: xcconfigs.isEmpty ? nil : .warning)
    }
}
