import StoreKit
import SwiftUI
import UIKit

/// App-wide helpers that reach for "the" scene or window.
enum SceneLookup {
    static func currentScene() -> UIWindowScene? {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first // expect: DUO404 `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first`
    }

    static var activeScene: UIWindowScene? {
        return UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene // expect: DUO404 `UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive })`
    }

    static var topInset: CGFloat {
        UIApplication.shared.connectedScenes // expect: DUO404 `UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first`
            .compactMap { ($0 as? UIWindowScene)?.keyWindow }
            .first?
            .safeAreaInsets
            .top ?? 0
    }
}

struct SafeAreaDefaultKey: EnvironmentKey {
    static var defaultValue: EdgeInsets {
        let insets = UIApplication.shared.connectedScenes // expect: DUO404 `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first(where: { $0.isKeyWindow })`
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first(where: { $0.isKeyWindow })?.safeAreaInsets ?? .zero
        return EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}

/// A settings screen that asks for a review from whichever scene comes first.
struct RatingRow: View {
    var body: some View {
        Button("Rate the app") {
            if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene { // expect: DUO404 `UIApplication.shared.connectedScenes.first`
                SKStoreReviewController.requestReview(in: scene)
            }
        }
    }
}

final class PlaybackModel: ObservableObject {
    @Published var isLandscape = false

    func refreshOrientation() {
        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return } // expect: DUO404 `UIApplication.shared.connectedScenes.first`
        isLandscape = scene.interfaceOrientation.isLandscape // expect: DUO104 `scene.interfaceOrientation.isLandscape`
    }
}

final class StatusBarTint {
    // How the status bar looks, not where it is: which scene is asked changes no geometry.
    func currentStyle() -> UIStatusBarStyle? {
        UIApplication.shared.connectedScenes.first.flatMap { $0 as? UIWindowScene }?.statusBarManager?.statusBarStyle
    }

    func headerHeight() -> CGFloat {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene // expect: DUO404 `UIApplication.shared.connectedScenes.first`
        return 44 + (scene?.statusBarManager?.statusBarFrame.height ?? 0) // expect: DUO114 `scene?.statusBarManager?.statusBarFrame.height`
    }
}

final class ToastPresenter {
    func show(_ toast: UIView) {
        guard let window = UIApplication.shared.firstKeyWindow else { return } // expect: DUO404 `UIApplication.shared.firstKeyWindow`
        window.addSubview(toast)
    }

    func presentAlert(_ alert: UIAlertController) {
        UIApplication.shared.keyWindow?.rootViewController?.present(alert, animated: true) // expect: DUO404 `UIApplication.shared.keyWindow`
    }

    func overlayFrame() -> CGRect {
        UIApplication.shared.windows.first?.bounds ?? .zero // expect: DUO404 `UIApplication.shared.windows.first`
    }

    func makeWindow() -> UIWindow? {
        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return nil } // expect: DUO404 `UIApplication.shared.connectedScenes.first`
        return UIWindow(windowScene: scene)
    }
}

extension UIScrollView {
    func visibleRect(coveredBy keyboard: CGRect) -> CGRect? {
        guard let window = UIApplication.shared.getKeyWindow() else { return nil } // expect: DUO404 `UIApplication.shared.getKeyWindow()`
        let inWindow = convert(bounds, to: window)
        return inWindow.intersection(keyboard)
    }
}

extension UIApplication {
    var firstKeyWindow: UIWindow? { nil }
    func getKeyWindow() -> UIWindow? { nil }
}
