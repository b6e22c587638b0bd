import UIKit

final class ArcadeGameViewController: UIViewController {
    // duo:disable:next DUO111
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var shouldAutorotate: Bool { false } // duo:disable:this DUO111
}

final class ScoreboardViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeRight } // expect: DUO111:info `supportedInterfaceOrientations`
}
