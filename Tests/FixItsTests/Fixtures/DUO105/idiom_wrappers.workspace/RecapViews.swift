import SwiftUI

struct RecapCard: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
                .padding(.bottom, UIDevice.current.isTablet() ? 12 : 0) // expect: DUO105 `UIDevice.current.isTablet()`
            // Naming the device, not laying it out.
            Text(UIDevice.isHandset ? "Shared from an iPhone" : "Shared from an iPad")
        }
    }
}

struct RecapGrid: View {
    let items: [String]

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: UIDevice.isHandset ? 2 : 4)) { // expect: DUO105 `UIDevice.isHandset`
            ForEach(items, id: \.self) { Text($0) }
        }
    }
}

struct Contact {
    /// Another `isHandset`: a contact's, not the wrapper.
    var isHandset: Bool
}

func rowHeight(for contact: Contact) -> CGFloat {
    contact.isHandset ? 44 : 60
}

func recordLaunch() {
    if UIDevice.current.isTablet() {
        Analytics.record("launch.tablet")
    }
}

enum Analytics {
    static func record(_ event: String) {}
}
