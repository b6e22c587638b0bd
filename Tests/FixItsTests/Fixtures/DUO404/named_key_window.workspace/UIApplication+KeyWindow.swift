import UIKit

extension UIApplication {
    /// Looks hard for a key window: a loop over the scenes, then a fallback. Its name says what it returns.
    func searchForTheKeyWindow() -> UIWindow? {
        for scene in connectedScenes {
            guard let windowScene = scene as? UIWindowScene, windowScene.activationState == .foregroundActive else { continue }
            if let key = windowScene.windows.first(where: { $0.isKeyWindow }) { return key }
        }
        return windows.first { $0.isKeyWindow }
    }

    /// The key window of the scene another helper chooses, on every platform but one.
    func bestGuessAtTheKeyWindow() -> UIWindow? {
        #if os(visionOS)
        return nil
        #else
        return foregroundScene?.windows.first { $0.isKeyWindow }
        #endif
    }

    var foregroundScene: UIWindowScene? {
        connectedScenes.compactMap { $0 as? UIWindowScene }.first { $0.activationState == .foregroundActive } // expect: DUO404 `connectedScenes.compactMap { $0 as? UIWindowScene }.first { $0.activationState == .foregroundActive }`
    }

    /// Named for the windows in general: judged where it is, not at its uses.
    func visibleWindows() -> [UIWindow] {
        for scene in connectedScenes where scene.activationState == .foregroundActive {
            if let windowScene = scene as? UIWindowScene { return windowScene.windows }
        }
        return windows
    }
}
