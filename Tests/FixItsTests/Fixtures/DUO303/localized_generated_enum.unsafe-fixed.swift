import SwiftUI

/// The app's own generated enum of translated text (`LocalString.tabs_new`): the symbol table's English
/// title would be the one untranslated word in the bar, so the fix is for a person to finish.
struct ReaderSidebar: View {
    var body: some View {
        List {
            Text(LocalString.library_title)
        }
        .toolbar {
            ToolbarItem {
                Button("Add", systemImage: "plus") { openTab() } // expect: DUO303 `Image(systemName: "plus")` fix "Use Button(\"Add\", systemImage: \"plus\")"
            }
        }
    }

    private func openTab() {}
}
