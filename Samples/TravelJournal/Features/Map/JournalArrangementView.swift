import SwiftUI
import UIKit

struct JournalArrangementView: View {
    let trips: [Trip]

    var body: some View {
        ScrollView {
            ArrangementView {
                TripMapView()
            } secondary: {
                JournalEntriesView(trips: trips)
            }
        }
    }
}

struct TripMapView: View {
    var body: some View { Color.blue }
}

struct JournalEntriesView: View {
    let trips: [Trip]

    var body: some View {
        List(trips, id: \.name) { trip in Text(trip.name) }
    }
}

final class MapControlsViewController: UIViewController {
    private let zoomControls = UIStackView()
    private let compassButton = UIButton(type: .system)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let windowScene = view.window?.windowScene else { return }
        let regions = windowScene.reservedRegions(kind: .division)
        if let divider = regions.first {
            zoomControls.frame.origin.x = divider.frame.maxX + divider.margins.left
            compassButton.center.x = divider.frame.midX
        }
    }
}
