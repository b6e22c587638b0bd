import UIKit

/// Don't lock with `override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }`.
/// - Note: `shouldAutorotate` returning `false` is ignored on the inner display.
final class CameraViewController: UIViewController {
    var isRecording = false
    private let note = "Removed supportedInterfaceOrientations { .portrait }"
    private let template = """
        override var shouldAutorotate: Bool { false }
        """
    // Before: override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    /* Also removed: override var shouldAutorotate: Bool { return false }
       /* nested: .portraitUpsideDown */ */

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        isRecording ? .portrait : .all
    }

    override var shouldAutorotate: Bool { true }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
}

final class GalleryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    override var shouldAutorotate: Bool { !isEditing }

    func describe(_ other: UIViewController) -> String {
        let mask = other.supportedInterfaceOrientations
        return mask == .portrait ? "portrait" : "any"
    }
}

final class MixedViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscapeLeft] }
}

struct OrientationPolicy {
    var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    var shouldAutorotate: Bool { false }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var orientationLock = UIInterfaceOrientationMask.all

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        AppDelegate.orientationLock
    }
}
