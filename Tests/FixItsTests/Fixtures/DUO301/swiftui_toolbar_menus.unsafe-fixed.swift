import SwiftUI

struct NoteEditorView: View {
    @Binding var note: Note
    @State private var showsMovePicker = false

    var body: some View {
        TextEditor(text: $note.body)
            .navigationTitle(note.title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Duplicate", systemImage: "plus.square.on.square") { note.duplicate() }
                        Button("Move", systemImage: "folder") { showsMovePicker = true }
                        Button("Delete", systemImage: "trash", role: .destructive) { note.delete() }
                    } label: { Image(systemName: "ellipsis.circle") } // expect: DUO301 `"ellipsis.circle"`
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
                        Menu("More", systemImage: "ellipsis.circle.fill") {
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
            Menu {
                Button("Rename", systemImage: "pencil") { document.beginRename() }
                Button("Version History", systemImage: "clock.arrow.circlepath") { document.showVersions() }
            } label: { Image(systemName: "ellipsis.rectangle") } // expect: DUO301 `"ellipsis.rectangle"`
        }
    }
}

/// A menu built by a view helper, or carrying view modifiers, is a view: `ToolbarOverflowMenu` (toolbar content)
/// cannot take its place, so no fix.
struct SessionsToolbar: ToolbarContent {
    let sessions: Sessions

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) { optionsMenu() }
    }

    private func optionsMenu() -> some View {
        Menu {
            Button("Sign Out All", systemImage: "rectangle.portrait.and.arrow.right") { sessions.signOutAll() }
        } label: { Image(systemName: "ellipsis") } // expect: DUO301 `"ellipsis"`
    }
}

struct TimelineView: View {
    let timeline: Timeline

    var body: some View {
        TimelineList(timeline: timeline)
            .toolbar {
                Menu {
                    Button("Refresh", systemImage: "arrow.clockwise") { timeline.refresh() }
                } label: { Image(systemName: "ellipsis.circle") } // expect: DUO301 `"ellipsis.circle"`
                .accessibilityIdentifier("More")
            }
    }
}
