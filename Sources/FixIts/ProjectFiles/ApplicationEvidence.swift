/// How the project rules tell an iOS application from the other bundles a
/// project builds (frameworks, app extensions, test bundles, watch and Mac
/// apps), from what a project file shows.
enum ApplicationEvidence {
    /// Keys that only an iOS application's `Info.plist` carries (device
    /// suffixes such as `~ipad` included). Frameworks, extensions and test
    /// bundles carry `CFBundleExecutable` too, so that alone proves nothing.
    static let iOSApplicationKeys: Set<String> = [
        "LSRequiresIPhoneOS", "UILaunchStoryboardName", "UILaunchScreen", "UILaunchScreens", "UIMainStoryboardFile",
        "UIApplicationSupportsIndirectInputEvents", "UIRequiresFullScreen", "UIRequiredDeviceCapabilities",
        "UIApplicationExitsOnSuspend", "UIStatusBarStyle", "UIViewControllerBasedStatusBarAppearance",
        "UISupportedInterfaceOrientations", "UIApplicationSupportsMultipleScenes",
    ]

    /// The key showing that `root` is a complete iOS application `Info.plist`;
    /// nil when it is another bundle's, or when the file alone cannot tell.
    ///
    /// Complete means it has `CFBundleIdentifier` or `CFBundleExecutable`: a
    /// partial plist that Xcode merges with generated keys
    /// (`GENERATE_INFOPLIST_FILE = YES`) may get its scene manifest from the
    /// build settings, which this file does not show.
    static func applicationKey(in root: PlistValue) -> PlistEntry? {
        guard let entries = root.entries else { return nil }
        var evidence: PlistEntry?
        var complete = false
        for entry in entries {
            let key = entry.key
            // App extensions (NSExtension, ExtensionKit) and watch apps (WK…) don't adopt UIScene.
            if key == "NSExtension" || key == "EXAppExtensionAttributes" || key.hasPrefix("WK") { return nil }
            if key == "CFBundlePackageType", let type = entry.value.string, !type.contains("$("), type != "APPL" { return nil }
            if key == "CFBundleIdentifier" || key == "CFBundleExecutable" { complete = true }
            let base = key.split(separator: "~", maxSplits: 1).first.map(String.init) ?? key
            if evidence == nil, iOSApplicationKeys.contains(base) { evidence = entry }
        }
        return complete ? evidence : nil
    }

    /// Product types of applications that need the scene life cycle (apps and App Clips).
    static let applicationProductTypes: Set<String> = [
        "com.apple.product-type.application",
        "com.apple.product-type.application.on-demand-install-capable",
    ]

    /// Whether a target's configuration builds for iOS: true, false, or nil
    /// when the project file does not say (an `.xcconfig` may).
    static func buildsForIOS(_ configuration: XcodeProjectModel.Configuration, in model: XcodeProjectModel) -> Bool? {
        func text(_ key: String) -> String? {
            if case .value(let entry) = model.setting(key, in: configuration) {
                return entry.value.string ?? entry.value.elements?.compactMap(\.string).joined(separator: " ")
            }
            return nil
        }
        func isSet(_ key: String) -> Bool {
            if case .absent = model.setting(key, in: configuration) { return false }
            return true
        }
        if let platforms = text("SUPPORTED_PLATFORMS"), !platforms.contains("$(") {
            return platforms.contains("iphoneos")
        }
        let sdk = text("SDKROOT") ?? ""
        if sdk.hasPrefix("iphoneos") || sdk.hasPrefix("iphonesimulator") { return true }
        if !sdk.isEmpty, sdk != "auto", !sdk.contains("$(") { return false }
        if isSet("IPHONEOS_DEPLOYMENT_TARGET") || isSet("TARGETED_DEVICE_FAMILY") { return true }
        return nil
    }
}
