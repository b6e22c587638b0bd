import SwiftUI

/// The app writes its text as its string catalog's keys (`Text("timeline.empty")`): the table's English title
/// would stay English in every other language, so only an unsafe fix.
struct TimelineToolbar: ToolbarContent {
    let compose: () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button { compose() } label: { Image(systemName: "square.and.pencil") } // expect: DUO303 `Image(systemName: "square.and.pencil")` fix "Use Button(\"Compose\", systemImage: \"square.and.pencil\")"
        }
    }
}

struct TimelineEmptyView: View {
    var body: some View {
        Text("timeline.empty.title")
    }
}
