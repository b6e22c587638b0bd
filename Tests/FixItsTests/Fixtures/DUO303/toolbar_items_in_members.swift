import SwiftUI

/// Toolbars factored into the type's own members: the view a member returns, named as a bar item in the
/// toolbar, is that bar item. A member the toolbar does not name, and a view deeper in a member's body, are not.
struct InboxScreen: View {
    @State private var showsProfile = false
    let model: InboxModel

    var body: some View {
        NavigationStack {
            MessageList(model: model)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { profileButton }
                    ToolbarItem(placement: .topBarTrailing) { composeButton() }
                }
            footer
        }
    }

    private var profileButton: some View {
        Button { showsProfile = true } label: { Image(systemName: "person.crop.circle") } // expect: DUO303 `Image(systemName: "person.crop.circle")`
            .accessibilityLabel("Profile")
    }

    private func composeButton() -> some View {
        Button(action: model.compose) { Image(systemName: "square.and.pencil") } // expect: DUO303 `Image(systemName: "square.and.pencil")`
    }

    // Not named by the toolbar: a view in the screen.
    private var footer: some View {
        Button(action: model.refresh) { Image(systemName: "arrow.clockwise") }
    }
}
