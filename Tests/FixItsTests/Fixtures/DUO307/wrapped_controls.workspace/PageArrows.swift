import SwiftUI

/// Two labelled buttons, the second only when there is a next page, and a spacer of the app's between:
/// system controls one after another.
struct PageArrows: View {
    let back: () -> Void
    let forward: () -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        backButton
        if isEnabled {
            FlexibleGap()
            forwardButton()
        }
    }

    private var backButton: some View {
        Button(action: back) {
            Label("Previous Page", systemImage: "chevron.backward")
        }
        .disabled(!isEnabled)
    }

    private func forwardButton() -> some View {
        Button {
            forward()
        } label: {
            Label("Next Page", systemImage: "chevron.forward")
        }
    }
}

/// Nothing on the newest systems, a spacer before.
struct FlexibleGap: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            EmptyView()
        } else {
            Spacer()
        }
    }
}
