import SwiftUI

struct LibraryRoot: View {
    @State private var selection: String?

    var body: some View {
        // The root container chosen by device: the unfolded inner display gets the phone's tabs.
        if DeviceKind.isHandset { // expect: DUO105 `DeviceKind.isHandset`
            LibraryTabs()
        } else {
            LibrarySidebar(selection: $selection)
        }
    }
}

struct LibraryGrid: View {
    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: DeviceKind.isTablet ? 4 : 2)) { // expect: DUO105 `DeviceKind.isTablet`
            Text("Albums")
        }
    }
}

struct LibraryTabs: View {
    var body: some View { Text("Tabs") }
}

struct LibrarySidebar: View {
    @Binding var selection: String?
    var body: some View { Text("Sidebar") }
}
