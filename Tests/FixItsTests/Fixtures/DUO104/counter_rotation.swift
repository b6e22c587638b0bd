import UIKit

/// How far the device is turned from the interface: a call tile turns its video upright by it while the
/// interface itself stays in portrait. The two orientations are handed on together to be compared.
enum TileTurn {
    case none, quarterLeft, half, quarterRight

    init(interface: UIInterfaceOrientation = CallWindow.shared.scene.interfaceOrientation,
         device: UIDeviceOrientation = UIDevice.current.orientation) {
        switch (interface, device) {
        case (.portrait, .landscapeLeft): self = .quarterLeft
        case (.portrait, .landscapeRight): self = .quarterRight
        case (.portrait, .portraitUpsideDown): self = .half
        default: self = .none
        }
    }
}

final class CallWindow {
    static let shared = CallWindow()
    var scene: UIWindowScene!
}

final class CallTile: UIView {
    func turnUpright(in scene: UIWindowScene) {
        apply(interfaceOrientation: scene.interfaceOrientation, deviceOrientation: UIDevice.current.orientation)
    }

    func apply(interfaceOrientation: UIInterfaceOrientation, deviceOrientation: UIDeviceOrientation) {
        transform = CGAffineTransform(rotationAngle: interfaceOrientation == .portrait && deviceOrientation.isLandscape ? .pi / 2 : 0)
    }

    /// One orientation alone still decides a layout.
    func arrange(in scene: UIWindowScene) {
        stack(vertically: scene.interfaceOrientation.isPortrait) // expect: DUO104 `scene.interfaceOrientation.isPortrait`
    }

    func stack(vertically: Bool) {}
}
