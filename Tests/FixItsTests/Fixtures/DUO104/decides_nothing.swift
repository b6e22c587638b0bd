import UIKit

final class ArticleViewController: UIViewController {
    private var barsHidden = false

    // Every case does the same: the orientation decides nothing.
    @objc private func deviceTurned() {
        switch UIDevice.current.orientation {
        case .landscapeLeft:
            revealBars(animated: true)
        case .landscapeRight:
            revealBars(animated: true)
        default:
            revealBars(animated: true)
        }
        if UIDevice.current.orientation.isLandscape {
            barsHidden = false
        } else {
            barsHidden = false
        }
    }

    // Two cases that differ: reported.
    @objc private func deviceTurnedAgain() {
        switch UIDevice.current.orientation { // expect: DUO104 `UIDevice.current.orientation`
        case .landscapeLeft, .landscapeRight:
            additionalSafeAreaInsets.left = 20
        default:
            additionalSafeAreaInsets.left = 0
        }
    }

    // A button that asks to turn the player the other way: a rotation request, not a layout of the app's shape.
    @objc private func rotateTapped() {
        guard let scene = view.window?.windowScene else { return }
        if scene.interfaceOrientation.isPortrait {
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
        } else {
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        }
    }

    private func revealBars(animated: Bool) {}
}

/// A user setting that says which way to turn for full screen, handed to the app's orientation lock: which
/// orientation to lock (DUO111's business), not a layout of the app's shape.
enum FullScreenTurn {
    case left, right
    var interfaceOrientation: UIInterfaceOrientation { self == .left ? .landscapeLeft : .landscapeRight }
}

enum OrientationHelper {
    static func lockOrientation(_ mask: UIInterfaceOrientationMask) {}
}

final class FullScreenPresenter {
    var turn = FullScreenTurn.right

    func enterFullScreen() {
        let target = turn.interfaceOrientation
        OrientationHelper.lockOrientation(target == .landscapeRight ? .landscapeRight : .landscapeLeft)
    }
}
