import UIKit

/// The app's window class, declared in its own module file.
open class ThemedWindow: UIWindow {
    open override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
    }
}

final class TintedWindow: ThemedWindow {}
