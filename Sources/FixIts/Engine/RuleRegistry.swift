/// Every rule, in catalog order. The one list the CLI, server and docs read.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        UnusedSuppression(),
        MainScreen(),
        WindowFromScreenBounds(),
        SymmetricInset(),
        OrientationLayout(),
        IdiomLayout(),
        FixedScreenSize(),
        FullBleedMedia(),
        HalfWidthFold(),
        HingeAngleLayout(),
        SizeReadOnce(),
        OrientationLock(),
        OrientationNotificationLayout(),
        SizeClassAsDevice(),
        StatusBarInset(),
        OddGridColumns(),
        InactiveRegionUnfiltered(),
        RegionMarginsTwice(),
        ArrangementInScroller(),
        EllipsisMisuse(),
        DisabledSideBars(),
        IconOnlyBarItem(),
        TextOnlyBarItem(),
        ManualBarSpacing(),
        CustomBarIgnored(),
        CustomViewBarItem(),
        HandDrawnBadge(),
        UnreadableProjectFile(),
        RequiresFullScreen(),
        MissingSceneManifest(),
        HardCodedBiometry(),
        FirstScene(),
        IPhoneOrientationLock(),
    ]

    private static let byCodeOrName: [String: any Rule] = {
        var table: [String: any Rule] = [:]
        for rule in all {
            table[rule.code] = rule
            table[rule.name] = rule
        }
        return table
    }()

    /// A rule by code (`DUO101`, any case) or name (`main-screen`).
    public static func rule(named selector: String) -> (any Rule)? {
        byCodeOrName[selector] ?? byCodeOrName[selector.uppercased()] ?? byCodeOrName[selector.lowercased()]
    }
}
