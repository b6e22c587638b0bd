import UIKit

/// A photo strip that resizes its cards when the phone turns.
final class StripViewController: UIViewController {
    private let strip = UIStackView()
    private var cardWidth: NSLayoutConstraint!
    private var rotationToken: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self,
                                               selector: #selector(deviceRotated),
                                               name: UIDevice.orientationDidChangeNotification, // expect: DUO112 `UIDevice.orientationDidChangeNotification`
                                               object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(self.relayout(_:)), name: NSNotification.Name.UIDeviceOrientationDidChange, object: nil) // expect: DUO112 `NSNotification.Name.UIDeviceOrientationDidChange`
        rotationToken = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, // expect: DUO112 `UIDevice.orientationDidChangeNotification`
            object: nil,
            queue: .main
        ) { [weak self] _ in
            guard let self else { return }
            self.strip.spacing = self.view.bounds.width > self.view.bounds.height ? 24 : 8
        }
    }

    @objc private func deviceRotated() {
        cardWidth.constant = view.bounds.width * 0.7
    }

    @objc private func relayout(_ note: Notification) {
        updateStripAxis()
    }

    /// Called from the rotation handler above, one level down.
    private func updateStripAxis() {
        strip.axis = view.bounds.width > view.bounds.height ? .horizontal : .vertical
    }
}

/// A banner view that listens through `using:` and re-centers itself.
final class PromoBanner: UIView {
    private let label = UILabel()
    private var token: NSObjectProtocol?

    func startListening() {
        token = NotificationCenter.default.addObserver(forName: .UIDeviceOrientationDidChange, object: nil, queue: nil, using: { [weak self] _ in // expect: DUO112 `.UIDeviceOrientationDidChange`
            guard let self else { return }
            self.label.center = CGPoint(x: self.bounds.midX, y: self.bounds.midY)
        })
    }
}

/// A grid that rebuilds its layout constants in a helper the selector names.
final class ShelfViewController: UICollectionViewController {
    private var itemHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(orientationChanged(notification:)), name: UIDevice.orientationDidChangeNotification, object: nil) // expect: DUO112 `UIDevice.orientationDidChangeNotification`
    }

    @objc func orientationChanged(notification: Notification) {
        resizeShelf(to: view.bounds.size)
    }

    private func resizeShelf(to size: CGSize) {
        itemHeight?.constant = size.height / 3
    }
}

/// The handler lives in an extension further down the file.
final class CoverFlowViewController: UIViewController {
    let cover = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(rotationChanged), name: UIDevice.orientationDidChangeNotification, object: nil) // expect: DUO112 `UIDevice.orientationDidChangeNotification`
    }
}

extension CoverFlowViewController {
    @objc func rotationChanged() {
        cover.frame = view.bounds.insetBy(dx: 24, dy: 24)
    }
}
