import UIKit

/// A screen test whose read sits in grouping parentheses: still the wrapper's whole value.
public var isShortScreen: Bool {
    return (UIScreen.main.bounds.height - 568) < 1 // expect: DUO101 `UIScreen.main.bounds`; DUO106 `(UIScreen.main.bounds.height - 568) < 1`
}

/// A call's parentheses are another value that uses the read: not a wrapper of it.
public var screenLog: String {
    String(describing: UIScreen.main.bounds.height) // expect: DUO101 `UIScreen.main.bounds`
}
