import LocalAuthentication
import SwiftUI

struct PrivacySettingsView: View {
    @AppStorage("lockJournal") private var lockJournal = false

    var body: some View {
        Form {
            Section {
                Toggle("Lock with Face ID", isOn: $lockJournal)
            } footer: {
                // duo:disable:next DUO101
                Text("Entries stay hidden until you unlock the journal.")
            }
        }
        .navigationTitle("Privacy")
    }
}
