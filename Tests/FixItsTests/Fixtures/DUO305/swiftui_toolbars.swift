import SwiftUI

struct MailboxView: View {
    let mailbox: Mailbox
    @State private var isSelecting = false

    var body: some View {
        NavigationStack {
            MessageList(mailbox: mailbox)
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Filter", systemImage: "line.3.horizontal.decrease") { mailbox.filter() }
                        Spacer() // expect: DUO305 `Spacer()`
                        Button("Compose", systemImage: "square.and.pencil") { mailbox.compose() }
                        if isSelecting {
                            Spacer(minLength: 20) // expect: DUO305 `Spacer(minLength: 20)`
                            Button("Move", systemImage: "folder") { mailbox.moveSelection() }
                        }
                    }
                }
        }
    }
}

struct DraftView: View {
    let draft: Draft

    var body: some View {
        DraftEditor(draft: draft)
            .toolbar {
                Button("Attach", systemImage: "paperclip") { draft.attach() }
                Spacer() // expect: DUO305 `Spacer()`
                Button("Send", systemImage: "paperplane") { draft.send() }
            }
    }
}

struct PlayerToolbar: ToolbarContent {
    let player: Player

    var body: some ToolbarContent {
        ToolbarItem(placement: .bottomBar) {
            Button("Shuffle", systemImage: "shuffle") { player.shuffle() }
        }
        ToolbarItem(placement: .bottomBar) {
            Spacer() // expect: DUO305 `Spacer()`
        }
        ToolbarItem(placement: .bottomBar) {
            Button("Repeat", systemImage: "repeat") { player.toggleRepeat() }
        }
    }
}
