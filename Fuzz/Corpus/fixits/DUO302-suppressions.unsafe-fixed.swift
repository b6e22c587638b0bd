import SwiftUI
import UIKit

struct KioskHomeView: View {
    var body: some View {
        NavigationStack {
            KioskMenu()
                // duo:disable:next DUO302
                .toolbarVerticalBehavior(.disabled)
        }
    }
}

struct KioskReceiptView: View {
    var body: some View {
        ReceiptList()
            .toolbarVerticalBehavior(.disabled) // duo:disable:this DUO302
            .navigationTitle("Receipts")
    }
}

struct KioskSettingsView: View {
    var body: some View {
        SettingsForm()
            .navigationTitle("Settings")
            // expect: DUO302 `.toolbarVerticalBehavior(.disabled)`
    }
}

final class KioskViewController: UIViewController {
    // duo:disable:next DUO302
    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }
}
