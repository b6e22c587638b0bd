import UIKit

final class ScannerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } // expect: DUO111:info `supportedInterfaceOrientations`
    override var shouldAutorotate: Bool { false } // expect: DUO111:info `shouldAutorotate`
}

final class VideoEditorViewController: UIViewController {
    // expect: DUO111:info `supportedInterfaceOrientations`
    override public var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return [.landscapeLeft, .landscapeRight]
    }

    override var shouldAutorotate: Bool { // expect: DUO111:info `shouldAutorotate`
        return false
    }
}

final class RootNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: DUO111:info `supportedInterfaceOrientations`
        get { UIInterfaceOrientationMask.portrait }
    }
}

final class ReaderViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { // expect: DUO111:info `supportedInterfaceOrientations`
        [
            .portrait,
            .portraitUpsideDown,
        ]
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { // expect: DUO111:info `supportedInterfaceOrientationsFor`
        .portrait
    }
}
