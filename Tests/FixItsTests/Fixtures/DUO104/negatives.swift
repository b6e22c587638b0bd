import AVFoundation
import UIKit

/// Lays out from the view's size, never from `UIDevice.current.orientation.isLandscape`.
/// - Note: `UIApplication.shared.statusBarOrientation` is deprecated; so is branching on
///   `windowScene.effectiveGeometry.interfaceOrientation`.
final class CaptureViewController: UIViewController {
    private let previewLayer = AVCaptureVideoPreviewLayer()
    private let stackView = UIStackView()
    private var orientationLockNote = "Locked: UIDevice.current.orientation.isPortrait"
    private let template = """
        if UIDevice.current.orientation.isLandscape {
            stackView.axis = .horizontal
        }
        """
    private let pattern = #"UIApplication\.shared\.statusBarOrientation"#
    private let rawTemplate = #"""
        scene.interfaceOrientation == .portrait
        """#
    // Before: if view.window?.windowScene?.interfaceOrientation.isLandscape == true { … }
    /* Also removed: UIDevice.current.orientation
       /* nested: UIApplication.shared.statusBarOrientation.isPortrait */ */

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        stackView.axis = view.bounds.width > view.bounds.height ? .horizontal : .vertical
        let deviceOrientationLabel = traitCollection.horizontalSizeClass == .regular ? "wide" : "narrow"
        stackView.accessibilityLabel = deviceOrientationLabel
        // The camera's video orientation legitimately follows the device.
        previewLayer.connection?.videoOrientation = AVCaptureVideoOrientation(rawValue: UIDevice.current.orientation.rawValue) ?? .portrait
        previewLayer.frame = view.bounds
    }

    func captureRotation() -> CGFloat {
        let orientation = UIDevice.current.orientation
        let connection = previewLayer.connection
        connection?.videoOrientation = orientation == .landscapeLeft ? .landscapeRight : .portrait
        return connection?.videoRotationAngle ?? 0
    }

    func pauseWhenFlat() {
        if UIDevice.current.orientation.isFlat || UIDevice.current.orientation == .faceDown {
            previewLayer.session?.stopRunning()
        }
        print("Device orientation: \(UIDevice.current.orientation.rawValue)")
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
}

final class PhotoAsset {
    var orientation: UIImage.Orientation = .up
    var interfaceOrientation: UIInterfaceOrientation = .unknown

    func isRotated(_ other: PhotoAsset) -> Bool {
        orientation != other.orientation && interfaceOrientation.isLandscape
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection) {
        window?.rootViewController?.view.setNeedsLayout()
    }
}
