import SwiftUI
import UIKit

/// Names that say what the size class is, not which device it is.
/// - Note: `static func isIPad(_ v: UserInterfaceSizeClass?) -> Bool { v == .regular }` was renamed.
enum LayoutTraits {
    static let summary = "isIPad = verticalSizeClass == .regular && horizontalSizeClass == .regular"
    static let template = """
        var isIPhoneLandscape: Bool { verticalSizeClass == .compact }
        """
    // Before: let isIPhone = traitCollection.horizontalSizeClass == .compact
    /* Also removed: func isPad(_ h: UserInterfaceSizeClass?) -> Bool { h == .regular }
       /* nested: isTablet from horizontalSizeClass */ */

    static func isRegularInBothAxes(_ vertical: UserInterfaceSizeClass?, _ horizontal: UserInterfaceSizeClass?) -> Bool {
        vertical == .regular && horizontal == .regular
    }

    static func isVerticallyCompact(_ vertical: UserInterfaceSizeClass?) -> Bool {
        vertical == .compact
    }

    /// A device name that is not computed from size classes at all.
    static func isPhoneModel(_ identifier: String) -> Bool {
        identifier.hasPrefix("iPhone")
    }
}

struct SettingsPane: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    let layout: AppLayout

    private var isCompact: Bool { horizontalSizeClass == .compact }
    private var isLandscape: Bool { horizontalSizeClass == .regular }

    /// The device comes from elsewhere; the size class only refines it.
    private var isPadLayout: Bool { layout.isPad && horizontalSizeClass == .regular }

    var body: some View {
        Text("Settings").padding(isCompact || isPadLayout ? 8 : 24)
    }
}

struct AppLayout {
    var isPad: Bool
}

final class SummaryViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let isWide = traitCollection.horizontalSizeClass == .regular
        stack.axis = isWide ? .horizontal : .vertical
        // Only reported for analytics, never for layout.
        let isIPad = traitCollection.horizontalSizeClass == .regular
        print("regular width: \(isIPad)")
    }

    /// Not a predicate: a whole configuration step.
    func configureForIPad(_ horizontal: UIUserInterfaceSizeClass) {
        if horizontal == .regular {
            stack.spacing = 24
        }
    }

    /// A device name with a non-Boolean value.
    func iPadColumns(for horizontal: UserInterfaceSizeClass?) -> Int {
        horizontal == .regular ? 3 : 1
    }
}
