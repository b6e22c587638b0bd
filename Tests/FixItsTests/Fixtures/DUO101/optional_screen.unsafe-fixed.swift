import UIKit

// The window scene's screen is optional: the rewrite only where the code already allows nil.
final class KeypadView: UIView {
    @objc func keyTapped() {
        if !UIScreen.main.isCaptured { // expect: DUO101 `UIScreen.main`
            UIDevice.current.playInputClick()
        }
    }

    func dimmed() -> CGFloat {
        UIScreen.main.brightness * 0.5 // expect: DUO101 `UIScreen.main`
    }

    func mirroredScreen() -> UIScreen? {
        guard let mirror = window?.windowScene?.screen.mirrored else { return nil } // expect: DUO101 `UIScreen.main`
        return mirror
    }

    func currentBrightness() -> CGFloat {
        let level = UIScreen.main.brightness // expect: DUO101 `UIScreen.main`
        return level
    }
}

final class ReadingController: UIViewController {
    func dimForNight() {
        view.window?.windowScene?.screen.brightness = 0.3 // expect: DUO101 `UIScreen.main`
    }
}
