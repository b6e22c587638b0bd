import SwiftUI
import UIKit

struct RecipeStepsView: View {
    let steps: [String]
    @State private var isLandscape = false

    var body: some View {
        VStack {
            ForEach(steps, id: \.self) { Text($0) }
        }
        .padding(isLandscape ? 32 : 16)
        .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in // expect: DUO112 `UIDevice.orientationDidChangeNotification`
            isLandscape = UIDevice.current.orientation.isLandscape // expect: DUO104 `UIDevice.current.orientation.isLandscape`
        }
    }
}

@MainActor
final class LayoutModel {
    var sidebarWidth: CGFloat = 0

    func update(in scene: UIWindowScene) {
        if scene.interfaceOrientation == .landscapeLeft || scene.interfaceOrientation == .landscapeRight { // expect: DUO104 `scene.interfaceOrientation`; DUO104 `scene.interfaceOrientation`
            sidebarWidth = 320
        }
        let deviceOrientation = UIDevice.current.orientation // expect: DUO104 `UIDevice.current.orientation`
        if deviceOrientation == .portrait {
            sidebarWidth = 0
        }
    }
}
