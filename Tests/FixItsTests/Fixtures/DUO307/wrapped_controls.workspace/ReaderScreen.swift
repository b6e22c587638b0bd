import SwiftUI

struct ReaderScreen: View {
    @State private var page = 1

    var body: some View {
        NavigationStack {
            Text("Chapter \(page)")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        PageArrows(back: { page -= 1 }, forward: { page += 1 })
                        ContentsButton()
                        SaveMenu()
                        ShortcutButtons(mode: .both)
                    }
                    ToolbarItem(placement: .primaryAction) {
                        UnreadDotButton(count: 3) // expect: DUO307 `UnreadDotButton(count: 3)`
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        ReaderAvatarButton() // expect: DUO307 `ReaderAvatarButton()`
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        ExportLink(document: URL(fileURLWithPath: "/tmp/chapter.md"), asPDF: true)
                    }
                }
        }
    }
}
