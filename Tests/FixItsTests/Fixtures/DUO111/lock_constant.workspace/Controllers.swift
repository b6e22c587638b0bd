import UIKit

final class OnboardingController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .portraitOnHandset // expect: DUO111:info `.portraitOnHandset`
    }
}

final class ComposerController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return UIInterfaceOrientationMask.portraitOnHandset // expect: DUO111:info `UIInterfaceOrientationMask.portraitOnHandset`
    }
}

final class SettingsController: UIViewController {
    /// Not returned as this controller's lock: nothing to report here.
    let rememberedMask = UIInterfaceOrientationMask.portraitOnHandset

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .all
    }
}
