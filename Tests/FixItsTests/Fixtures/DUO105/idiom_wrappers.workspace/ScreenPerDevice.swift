import SwiftUI

/// One screen per device: the phone's screen would show on iPhone Duo's inner display, which is
/// regular width like an iPad's.
struct ArchiveScreen: View {
    var body: some View {
        content
    }

    @ViewBuilder
    private var content: some View {
        if UIDevice.isHandset { // expect: DUO105 `UIDevice.isHandset`
            handsetContent
        } else {
            tabletContent
        }
    }

    private var handsetContent: some View { Text("list") }
    private var tabletContent: some View { Text("columns") }
}

struct InboxRoot: View {
    var body: some View {
        if UIDevice.current.isTablet() { // expect: DUO105 `UIDevice.current.isTablet()`
            TabletInbox()
        } else {
            PhoneInbox()
        }
    }
}

struct TabletInbox: View { var body: some View { Text("split") } }
struct PhoneInbox: View { var body: some View { Text("stack") } }

/// Features, not layouts: a hint for the device's input, a label naming the device.
struct HelpFooter: View {
    var body: some View {
        if UIDevice.isHandset {
            ShakeHint()
        } else {
            KeyboardShortcutsHint()
        }
        if UIDevice.current.isTablet() {
            tabletBadge
        } else {
            EmptyView()
        }
    }

    private var tabletBadge: some View { Text("iPad") }
}

struct ShakeHint: View { var body: some View { Text("Shake to undo") } }
struct KeyboardShortcutsHint: View { var body: some View { Text("⌘Z to undo") } }
