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
        OddGridColumns(),
        EllipsisMisuse(),
        DisabledSideBars(),
    ]

    /// A rule by code (`DUO101`, any case) or name (`main-screen`).
    public static func rule(named selector: String) -> (any Rule)? {
        all.first { $0.code == selector.uppercased() || $0.name == selector.lowercased() }
    }
}
