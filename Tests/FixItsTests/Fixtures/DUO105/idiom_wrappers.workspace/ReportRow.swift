import SwiftUI

/// A stored flag of the idiom used for layout in the same view: one decision, reported where it is used
/// (the declaration says nothing more).
struct ReportRow: View {
    let label: String
    let isTabletLayout = UIDevice.current.userInterfaceIdiom == .pad

    var body: some View {
        HStack {
            Text(label)
            Spacer()
        }
        .padding(isTabletLayout ? 0 : 10) // expect: DUO105 `isTabletLayout`
    }
}
