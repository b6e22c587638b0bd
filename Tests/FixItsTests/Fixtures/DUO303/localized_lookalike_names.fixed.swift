import SwiftUI

/// Names that are not about translated text (`Locale`, a local store): the table's title is a safe fix.
struct NotesToolbar: View {
    let region = Locale.current.region
    let cache = LocalStore.shared

    var body: some View {
        Text("Notes")
            .toolbar {
                Button("Delete", systemImage: "trash") { cache.clear() } // expect: DUO303 `Image(systemName: "trash")` fix "Use Button(\"Delete\", systemImage: \"trash\")"
            }
    }
}
