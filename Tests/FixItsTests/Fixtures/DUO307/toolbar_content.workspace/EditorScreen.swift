import SwiftUI

struct EditorScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Draft")
                .toolbar {
                    DismissItem { dismiss() }
                    ToolbarItem(placement: .confirmationAction) {
                        DoneButton { dismiss() }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        StampButton { dismiss() } // expect: DUO307:info `StampButton`
                    }
                }
        }
    }
}
