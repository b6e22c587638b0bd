import AVKit
import UIKit

final class CameraViewController: UIViewController {
    private let previewView = CameraPreviewView()

    // expect: DUO302:info `preferredVerticalBarBehavior`
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        previewView.frame = view.bounds
    }
}

final class DocumentViewerController: UIViewController {
    // expect: DUO302:info `preferredVerticalBarBehavior`
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior {
        return .disabled
    }
}

final class FullScreenPlayerViewController: AVPlayerViewController {
    var isScrubbing = false

    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { // expect: DUO302:error `preferredVerticalBarBehavior`
        isScrubbing ? .automatic : .disabled
    }
}

final class GameHostViewController: UIViewController {
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior {
        .automatic
    }

    override var prefersStatusBarHidden: Bool { true }
}
