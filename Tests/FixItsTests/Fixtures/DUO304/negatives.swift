import SwiftUI
import UIKit

/// Text-only items such as `Button("Edit") { }` stay horizontal; `Done`, `Cancel` and values are fine.
struct CheckoutView: View {
    let cart: Cart
    @Environment(\.dismiss) private var dismiss
    // Button("Edit") { }
    /* UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil) */
    private let note = "Button(\"Share\") { }"
    private let template = """
        Button("Share") { }
        """
    private let rawTemplate = #"Menu("Sort") { }"#

    var body: some View {
        Form {
            Button("Edit") { cart.edit() }
            Text(note + template + rawTemplate)
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { cart.save() }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Done") { dismiss() }
            }
            ToolbarItem(placement: .topBarLeading) {
                Button("Fertig") { dismiss() }
            }
            ToolbarItem(placement: .topBarLeading) {
                Button("キャンセル") { dismiss() }
            }
            ToolbarItem(placement: .status) {
                Button("\(cart.count) items") { cart.showItems() }
            }
            ToolbarItem(placement: .bottomBar) {
                Button(cart.totalText) { cart.showTotal() }
            }
            ToolbarItemGroup(placement: .keyboard) {
                Button("Previous") { cart.focusPrevious() }
                Button("Next") { cart.focusNext() }
            }
            ToolbarItem(placement: .principal) {
                Button("Cart") { cart.showSummary() }
            }
            ToolbarItem(placement: .bottomBar) {
                Button("Checkout") { cart.checkout() }
            }
            .axisBehavior(.horizontalOnly)
            ToolbarItemGroup(placement: .secondaryAction) {
                Button("Edit", systemImage: "pencil") { cart.edit() }
                Menu {
                    Button("Share") { cart.share() }
                } label: {
                    Label("More Actions", systemImage: "bolt")
                }
            }
        }
    }
}

final class CartViewController: UIViewController {
    var count = 0
    var totalText = ""
    private let editAction = UIAction(title: "Edit") { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(close))
        let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(close))
        let save = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(close))
        let selection = UIBarButtonItem(title: "\(count) selected", style: .plain, target: nil, action: nil)
        let total = UIBarButtonItem(title: totalText, style: .plain, target: nil, action: nil)
        let checkout = UIBarButtonItem(title: "Checkout", style: .plain, target: self, action: #selector(close))
        checkout.axisBehavior = .horizontalOnly
        let edit = UIBarButtonItem(title: "Edit", image: UIImage(systemName: "pencil"), target: self, action: #selector(close))
        let actionEdit = UIBarButtonItem(title: "Edit", primaryAction: editAction)
        navigationItem.rightBarButtonItems = [done, cancel, save, selection, total, checkout, edit, actionEdit]
    }

    @objc private func close() {}
}
