import UIKit

final class FeedLayout {
    func sectionInset() -> UIEdgeInsets {
        let side: CGFloat = isPortraitLayout ? 16 : 64 // expect: DUO104 `isPortraitLayout`
        return UIEdgeInsets(top: 8, left: side, bottom: 8, right: side)
    }

    /// Both orientations handed on to be compared: the badge turns upright, the layout does not change.
    func turnBadge(_ badge: UIView) {
        badge.transform = rotation(interface: sceneOrientation, device: UIDevice.current.orientation)
    }

    func rotation(interface: UIInterfaceOrientation, device: UIDeviceOrientation) -> CGAffineTransform { .identity }

    func logState() {
        print("portrait: \(isPortraitLayout)")
    }
}
