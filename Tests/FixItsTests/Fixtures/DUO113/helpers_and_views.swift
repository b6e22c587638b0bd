import SwiftUI
import UIKit

/// Shared sizing helpers for the checkout sheets.
enum SheetMetrics {
    static func isIPad(_ vertical: UserInterfaceSizeClass?, _ horizontal: UserInterfaceSizeClass?) -> Bool { // expect: DUO113 `isIPad`
        vertical == .regular && horizontal == .regular
    }

    static func isIPhoneLandscape(vertical: UserInterfaceSizeClass?) -> Bool { // expect: DUO113 `isIPhoneLandscape`
        vertical == .compact
    }

    static func isPhonePortrait(v: UserInterfaceSizeClass?, h: UserInterfaceSizeClass?) -> Bool { // expect: DUO113 `isPhonePortrait`
        return v == .regular && h == .compact
    }

    static func isIpad(_ sizeClass: UIUserInterfaceSizeClass) -> Bool { // expect: DUO113 `isIpad`
        sizeClass == .regular
    }

    static func sheetPadding(_ vertical: UserInterfaceSizeClass?, _ horizontal: UserInterfaceSizeClass?) -> CGFloat {
        isIPad(vertical, horizontal) ? 48 : 16
    }
}

/// A promo card that switches to a wide layout on "iPad".
struct PromoCard: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    private var isPad: Bool { // expect: DUO113 `isPad`
        horizontalSizeClass == .regular
    }

    private var isTabletLayout: Bool { // expect: DUO113 `isTabletLayout`
        horizontalSizeClass != .compact && verticalSizeClass != .compact
    }

    var body: some View {
        VStack(spacing: isPad ? 24 : 12) {
            Text("Upgrade")
        }
        .padding(isTabletLayout ? 40 : 16)
    }
}

/// A UIKit header that hides its art on a "landscape iPhone".
final class HeaderView: UIView {
    private let art = UIImageView()
    private var artHeight: NSLayoutConstraint!

    var isIPhoneInLandscape: Bool { // expect: DUO113 `isIPhoneInLandscape`
        traitCollection.verticalSizeClass == .compact
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        artHeight.constant = isIPhoneInLandscape ? 0 : 120
    }
}

final class LockedViewController: UIViewController {
    private let message = UIStackView()
    private var bottomConstraint: NSLayoutConstraint!

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let isIPhoneLandscape = traitCollection.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)) // expect: DUO113 `isIPhoneLandscape`
        if isIPhoneLandscape {
            bottomConstraint.constant = view.bounds.height / 2
        } else {
            bottomConstraint.constant = view.bounds.height * 0.15
        }
        let isIPad = traitCollection.horizontalSizeClass == .regular && traitCollection.verticalSizeClass == .regular // expect: DUO113 `isIPad`
        message.spacing = isIPad ? 24 : 8
    }

    func refreshTopInset(on controller: UIViewController?) {
        let isPhone = controller?.traitCollection.horizontalSizeClass == .compact // expect: DUO113 `isPhone`
        additionalSafeAreaInsets = UIEdgeInsets(top: isPhone ? 0 : 20, left: 0, bottom: 0, right: 0)
    }
}
