import SwiftUI

/// A menu on the Mac, a button with a symbol on iOS: what an iOS build shows is a system control.
struct ContentsButton: View {
    @State private var showsContents = false

    var body: some View {
        #if os(macOS)
        Menu {
            Text("Chapters")
        } label: {
            HStack { Image("toc-mac"); Text("Contents") }
        }
        #elseif os(iOS)
        Button {
            showsContents = true
        } label: {
            Image(systemName: "list.bullet.indent")
                .imageScale(.large)
        }
        .popover(isPresented: $showsContents) { Text("Chapters") }
        #endif
    }
}

/// A menu with a primary action, labelled with a title and an icon given apart.
struct SaveMenu: View {
    var body: some View {
        Menu {
            Button("Save Copy") {}
        } label: {
            Label {
                Text("Save")
            } icon: {
                Image(systemName: "square.and.arrow.down")
            }
        } primaryAction: {
            print("saved")
        }
    }
}

/// One or two menus, chosen by a switch, each a property of the type.
struct ShortcutButtons: View {
    enum Mode { case first, random, both }
    let mode: Mode

    var body: some View {
        switch mode {
        case .first:
            firstPage
        case .random: randomPage
        case .both:
            firstPage
            randomPage
        }
    }

    private var firstPage: some View {
        Menu {
            Button("Open") {}
        } label: {
            Label("First Page", systemImage: "house")
        }
    }

    var randomPage: some View {
        Button("Random Page") {}
    }
}

/// A system button with a count drawn over it by the app: a custom view.
struct UnreadDotButton: View {
    let count: Int

    var body: some View {
        Button {
        } label: {
            Image(systemName: "tray")
        }
        .overlay(alignment: .topTrailing) { Text("\(count)").font(.caption2) }
    }
}

/// A button whose label is the reader's avatar, a stack of the app's: a custom view.
struct ReaderAvatarButton: View {
    var body: some View {
        Button {
        } label: {
            ZStack { Circle(); Text("JD") }
        }
    }
}
