import UIKit

/// The height is kept in a property, read where it is stored; an extension of the type reads the property.
final class MapControlsLayout {
    private let container: UIView
    private var statusBarHeight: CGFloat
    private var overlayConfiguration = OverlayConfiguration()

    init(container: UIView) {
        self.container = container
        statusBarHeight = container.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0 // expect: DUO114 `container.window?.windowScene?.statusBarManager?.statusBarFrame.height`
    }
}

extension MapControlsLayout {
    func refreshOverlay() {
        overlayConfiguration.topInset = statusBarHeight
        overlayConfiguration.bottomReserve = container.safeAreaInsets.bottom
    }
}

struct OverlayConfiguration {
    var topInset: CGFloat = 0
    var bottomReserve: CGFloat = 0
}
