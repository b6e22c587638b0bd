import UIKit
import AVFoundation

// A helper of the controller that only its one-time methods call runs once too.
final class ScannerController: UIViewController {
    private var preview: AVCaptureVideoPreviewLayer?
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        attachPreview()
        DispatchQueue.main.async { self.placeHint() }
    }

    private func attachPreview() {
        let layer = AVCaptureVideoPreviewLayer()
        layer.frame = view.layer.bounds // expect: DUO110 `view.layer.bounds`
        view.layer.insertSublayer(layer, at: 0)
        preview = layer
    }

    private func placeHint() {
        hintLabel.frame = CGRect(x: 16, y: 0, width: view.bounds.width - 32, height: 44) // expect: DUO110 `view.bounds.width`
    }
}

// Set again where the size changes, through a helper the layout callback calls (also from a closure).
final class PagesController: UIViewController {
    private let pages = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        pages.frame = view.frame
        view.addSubview(pages)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        DispatchQueue.main.async { [weak self] in self?.relayPages() }
    }

    private func relayPages() {
        pages.frame = view.frame
    }
}

// A helper something else calls too, or a handler named in #selector, may run again: not a read at load.
final class FeedController: UIViewController {
    private let header = UIView()
    private let pan = UIPanGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        sizeHeader()
        pan.addTarget(self, action: #selector(onPan(_:)))
        NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.sizeHeader()
        }
    }

    private func sizeHeader() {
        header.frame.size.width = view.bounds.width
    }

    @objc private func onPan(_ recognizer: UIPanGestureRecognizer) {
        header.frame.origin.x = view.bounds.width * 0.1
    }
}
