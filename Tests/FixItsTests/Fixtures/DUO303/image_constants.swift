import SwiftUI

extension Image {
    /// The app's own images, named once.
    static let sidebarToggle = Image("sidebar-toggle")
    static let compose = Image("compose-pencil")
}

/// A toolbar button whose whole label is one of the app's image constants shows only that image. No rewrite:
/// there is no symbol to name, and no title the linter could know.
struct MailboxScreen: View {
    @State private var showsFolders = false

    var body: some View {
        MailboxList()
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button { showsFolders.toggle() } label: { Image.sidebarToggle } // expect: DUO303 `Image.sidebarToggle`
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New Message", systemImage: "square.and.pencil") { } // a title and a symbol
                }
            }
    }
}

struct MailboxList: View {
    var body: some View { List { Text("Inbox") } }
}

/// The legacy button is named only in the fallback for systems before iPhone Duo's: not a bar item on one.
struct CoursesScreen: View {
    var body: some View {
        MailboxList()
            .toolbar {
                if #available(iOS 26, *) {
                    ToolbarItem(placement: .topBarLeading) { menuButton }
                } else {
                    ToolbarItem(placement: .topBarLeading) { legacyMenuButton }
                }
            }
    }

    private var menuButton: some View {
        Button { } label: { Image.sidebarToggle } // expect: DUO303 `Image.sidebarToggle`
    }

    private var legacyMenuButton: some View {
        Button { } label: { Image.sidebarToggle }
            .frame(width: 44, height: 44)
    }
}

/// SwiftGen's asset enum, as it generates it for SwiftUI: the image of an asset, with modifiers.
enum AppAssets {
    static let gear = ImageAsset(name: "gear")
}

struct ImageAsset {
    let name: String
    var swiftUIImage: Image { Image(name) }
}

struct AccountScreen: View {
    var body: some View {
        List { Text("Account") }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { } label: { // expect: DUO303@+1 `AppAssets.gear.swiftUIImage.renderingMode(.template).foregroundColor(.accentColor)`
                        AppAssets.gear.swiftUIImage.renderingMode(.template).foregroundColor(.accentColor)
                    }
                }
            }
    }
}
