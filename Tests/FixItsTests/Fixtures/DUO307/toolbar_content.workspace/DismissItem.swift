import SwiftUI

/// Toolbar content of its own: its items move to the side bar like any other.
struct DismissItem: ToolbarContent {
    let action: () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button(role: .close, action: action)
        }
    }
}

/// A view that is a system button: it counts as one.
struct DoneButton: View {
    let action: () -> Void

    var body: some View {
        Button(role: .confirm, action: action)
    }
}

/// A button whose label is a picture of its own: a custom view in a bar.
struct StampButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image("stamp")
        }
    }
}
