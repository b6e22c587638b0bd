import SwiftUI

struct NoteEditorView: View {
    @Binding var note: Note
    @State private var showsMovePicker = false

    var body: some View {
        TextEditor(text: $note.body)
            .navigationTitle(note.title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ToolbarOverflowMenu {
                        Button("Duplicate", systemImage: "plus.square.on.square") { note.duplicate() }
                        Button("Move", systemImage: "folder") { showsMovePicker = true }
                        Button("Delete", systemImage: "trash", role: .destructive) { note.delete() }
                    } // expect: DUO301 `"ellipsis.circle"`
                }
            }
    }
}

struct InboxView: View {
    @State private var mailbox = Mailbox.inbox

    var body: some View {
        NavigationStack {
            MessageList(mailbox: mailbox)
                .toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        // expect: DUO301 `"ellipsis.circle.fill"`
                        ToolbarOverflowMenu {
                            Button("Mark All as Read", systemImage: "envelope.open") { mailbox.markAllRead() }
                            Button("Select Messages", systemImage: "checkmark.circle") { mailbox.beginSelection() }
                        }
                    }
                }
        }
    }
}

struct ReportView: View {
    let report: Report

    var body: some View {
        ReportChart(report: report)
            .toolbar {
                ToolbarOverflowMenu {
                    Button("Export", systemImage: "square.and.arrow.up") { report.export() }
                    Button("Print", systemImage: "printer") { report.print() }
                } // expect: DUO301 `"ellipsis"`
            }
    }
}

struct DocumentToolbar: ToolbarContent {
    let document: Document

    var body: some ToolbarContent {
        ToolbarItem(placement: .secondaryAction) {
            ToolbarOverflowMenu {
                Button("Rename", systemImage: "pencil") { document.beginRename() }
                Button("Version History", systemImage: "clock.arrow.circlepath") { document.showVersions() }
            } // expect: DUO301 `"ellipsis.rectangle"`
        }
    }
}
