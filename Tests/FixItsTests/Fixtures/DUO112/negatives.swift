import AVFoundation
import CoreMotion
import SwiftUI
import UIKit

/// Layout lives in `viewDidLayoutSubviews`; the rotation note only asks for a pass.
/// - Note: `NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIDevice.orientationDidChangeNotification, object: nil)`
///   used to set `cardWidth.constant` directly.
final class GalleryViewController: UIViewController {
    private var cardWidth: NSLayoutConstraint!
    private let hint = "Listens to UIDevice.orientationDidChangeNotification"
    private let snippet = """
        .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in
            isLandscape = true
        }
        """
    // Before: addObserver(forName: UIDevice.orientationDidChangeNotification, …) { frame = … }
    /* Also removed: UIDevice.orientationDidChangeNotification → cardWidth.constant = 0
       /* nested: NSNotification.Name.UIDeviceOrientationDidChange */ */

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIDevice.orientationDidChangeNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardMoved), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(logRotation), name: UIDevice.orientationDidChangeNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(rememberOrientation), name: UIDevice.orientationDidChangeNotification, object: nil)
        print("Observing \(UIDevice.orientationDidChangeNotification.rawValue)")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        cardWidth.constant = view.bounds.width * 0.7
    }

    @objc private func rotated() {
        view.setNeedsLayout()
    }

    @objc private func keyboardMoved() {
        cardWidth.constant = 0
    }

    @objc private func logRotation() {
        print("rotated to \(UIDevice.current.orientation.rawValue)")
    }

    /// A UIKit controller remembering the orientation for analytics, not layout.
    private var lastOrientation = UIDeviceOrientation.unknown
    @objc private func rememberOrientation() {
        // Stored where nothing reads it: DUO104 stays quiet too.
        lastOrientation = UIDevice.current.orientation
    }

    deinit {
        NotificationCenter.default.removeObserver(self, name: UIDevice.orientationDidChangeNotification, object: nil)
    }
}

/// The camera's preview follows the device: that is what the notification is for.
final class ScannerViewController: UIViewController {
    private let previewLayer = AVCaptureVideoPreviewLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        NotificationCenter.default.addObserver(self, selector: #selector(updateCaptureRotation), name: UIDevice.orientationDidChangeNotification, object: nil)
        NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.previewLayer.frame = self?.view.bounds ?? .zero
            self?.previewLayer.connection?.videoRotationAngle = 90
        }
    }

    @objc private func updateCaptureRotation() {
        applyVideoOrientation()
    }

    private func applyVideoOrientation() {
        previewLayer.connection?.videoOrientation = .portrait
    }
}

/// A level that reads the device's attitude as it turns.
final class LevelModel: ObservableObject {
    @Published var tilt: Double = 0
    private let motionManager = CMMotionManager()

    init() {
        NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.tilt = self?.motionManager.deviceMotion?.attitude.roll ?? 0
            self?.orientationName = "\(UIDevice.current.orientation)"
        }
    }

    var orientationName = ""
}

/// Resizes from the geometry it gets, not from a notification.
struct AdaptiveTiles: View {
    @State private var columns = 2

    var body: some View {
        GeometryReader { proxy in
            Text("\(columns) columns")
                .onAppear { columns = proxy.size.width > proxy.size.height ? 3 : 2 } // expect: DUO201 `3`
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in
            columns = 2
        }
    }
}
