import SwiftUI
import UIKit

/// Custom views in bars need `axisBehavior`: `ToolbarItem { CartTotalView() }.axisBehavior(.horizontalOnly)`.
struct CheckoutView: View {
    let cart: Cart
    @State private var isExpress = false
    @State private var sort = SortOrder.name
    @State private var note = ""
    // ToolbarItem { CartTotalView(total: cart.total) }
    /* UIBarButtonItem(customView: totalLabel) */
    private let hint = "ToolbarItem { ProgressView() }"
    private let template = """
        .toolbar { HStack { Text("Total") } }
        """
    private let rawTemplate = #"UIBarButtonItem(customView: label)"#

    var body: some View {
        CheckoutForm(cart: cart)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    CartTotalView(total: cart.total)
                }
                .axisBehavior(.horizontalOnly)
                ToolbarItemGroup(placement: .bottomBar) {
                    CouponField(cart: cart)
                    DeliveryBadge(cart: cart)
                }
                .visibilityPriority(.high)
                .axisBehavior(.verticalPreferred)
                ToolbarItem(placement: .principal) {
                    VStack {
                        Text("Checkout").font(.headline)
                        Text(hint + template + rawTemplate).font(.caption)
                    }
                }
                ToolbarItem(placement: .keyboard) {
                    HStack {
                        TextField("Note", text: $note)
                        Button("Clear", systemImage: "xmark.circle") { note = "" }
                    }
                }
                ToolbarItemGroup(placement: .secondaryAction) {
                    Toggle("Express", systemImage: "bolt", isOn: $isExpress)
                    Picker("Sort", systemImage: "arrow.up.arrow.down", selection: $sort) {
                        Text("Name").tag(SortOrder.name)
                    }
                    ShareLink(item: cart.url)
                    EditButton()
                    ControlGroup {
                        Button("Add", systemImage: "plus") { cart.add() }
                    }
                }
                toolbarExtras
            }
    }

    @ToolbarContentBuilder
    private var toolbarExtras: some ToolbarContent {
        ToolbarItem {
            Menu("More", systemImage: "bolt.circle") {
                Button("Print", systemImage: "printer") { cart.print() }
            }
        }
    }
}

final class CartViewController: UIViewController {
    private let totalLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private lazy var spinnerItem = UIBarButtonItem(customView: spinner)

    override func viewDidLoad() {
        super.viewDidLoad()
        let totalItem = UIBarButtonItem(customView: totalLabel)
        totalItem.axisBehavior = .horizontalOnly
        spinnerItem.axisBehavior = .verticalPreferred
        navigationItem.rightBarButtonItems = [totalItem, spinnerItem]
        navigationItem.leftBarButtonItem?.customView = nil
    }
}
