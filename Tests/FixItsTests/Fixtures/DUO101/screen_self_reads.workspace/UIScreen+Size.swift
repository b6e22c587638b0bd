import UIKit

/// Inside an extension of `UIScreen`, `Self.main` is `UIScreen.main`: the same read, and the property
/// that wraps it decides layout where it is used.
extension UIScreen {
    var isNarrowPhone: Bool {
        Self.main.bounds.width < 375 // expect: DUO101 `Self.main.bounds`; DUO106 `Self.main.bounds.width < 375`
    }

    /// A type's own static member called `main` is not the screen outside an extension of `UIScreen`.
    static func describe() -> String {
        "\(Self.self)"
    }
}

enum Theme {
    static let main = Theme.self
    static func accent() -> String { "\(Self.main)" }
}
