import UIKit

final class PasscodeScreen: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if UIDevice.isLargeScreenDevice { return super.supportedInterfaceOrientations } // expect: DUO105 `UIDevice.isLargeScreenDevice` says "chooses the orientations"
        return [.portrait, .portraitUpsideDown]
    }

    private var keypadWidth: CGFloat {
        UIDevice.isLargeScreenDevice ? 420 : 300 // expect: DUO105 `UIDevice.isLargeScreenDevice` says "horizontal size class"
    }
}

extension PasscodeScreen {
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if UIDevice.isLargeScreenDevice { return super.preferredInterfaceOrientationForPresentation } // expect: DUO105 `UIDevice.isLargeScreenDevice` says "chooses the orientations"
        return .portrait
    }
}
