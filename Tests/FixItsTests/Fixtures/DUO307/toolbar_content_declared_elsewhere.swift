import SwiftUI

// Toolbar content whose declarations live in a package the lint was not pointed at: named as toolbar
// content, it is taken as toolbar content, not as a custom view.
struct ComposerScreen: View {
    let draft: Draft

    var body: some View {
        DraftEditor(draft: draft)
            .toolbar {
                DismissToolbarItem()
                AttachmentToolbarItems(draft: draft)
                PublishToolbarContent(draft: draft)
                WordCountBadge(count: draft.words) // expect: DUO307 `WordCountBadge(count: draft.words)`
                StatusToolbarItem(draft: draft) // expect: DUO307 `StatusToolbarItem(draft: draft)`
            }
    }
}

// Declared in this file as a view, whatever its name says: reported.
struct StatusToolbarItem: View {
    let draft: Draft

    var body: some View {
        Label(draft.status, systemImage: "circle.fill")
    }
}
