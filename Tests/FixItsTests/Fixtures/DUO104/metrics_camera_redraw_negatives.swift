import AVFoundation
import SwiftUI
import UIKit

/// The device's orientation asked for what it is: how the phone is held for a metric, which way the
/// camera's video is turned, a redraw trigger nothing reads. Not reported.
final class ReaderViewController: UIViewController {
    func recordHoldingPosture() {
        if UIDevice.current.orientation.isLandscape {
            Analytics.record(event: "reader.landscape")
        }
    }
}

enum Analytics {
    static func record(event: String) {}
}

final class DocumentCaptureSession {
    private let output = AVCapturePhotoOutput()

    var currentRotation: UIDeviceOrientation {
        var rotation = UIDevice.current.orientation
        if rotation == .unknown { rotation = .portrait }
        return rotation
    }
}

struct ReceiptCard: View {
    /// Refreshed on rotation only so that the body runs again; the value itself is never read.
    @State private var orientation = UIDevice.current.orientation

    var body: some View {
        GeometryReader { proxy in
            Text("Total").frame(width: proxy.size.width)
        }
        // The handler itself is DUO112's: a fold resizes the view without rotating it.
        .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in // expect: DUO112 `UIDevice.orientationDidChangeNotification`
            orientation = UIDevice.current.orientation
        }
    }
}

/// Turning the device back to portrait with the old key-value request after a landscape-only reader closes:
/// a request to rotate, as `requestGeometryUpdate` is, not a layout chosen by the orientation.
final class ShelfViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if UIDevice.current.orientation.isLandscape {
            UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
        }
    }
}
