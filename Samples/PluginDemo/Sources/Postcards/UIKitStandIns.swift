// Just enough of UIKit's shape for this sample to build with `swift build`
// on Linux too; an app imports UIKit instead.
public struct CGRect: Sendable {
    public var width: Double
    public var height: Double
}

public struct UIEdgeInsets {
    public var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
}

public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public let bounds = CGRect(width: 390, height: 844)
    public let scale = 3.0
}

open class UIView {
    public var bounds = CGRect(width: 390, height: 844)
    public var safeAreaInsets = UIEdgeInsets()
    public init() {}
    open func layoutSubviews() {}
}
