import SwiftUI

struct StoreView: View {
    let cart: Cart
    let filters: [Filter]
    @State private var isLoading = false

    var body: some View {
        NavigationStack {
            ProductGrid(cart: cart)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        CartTotalView(total: cart.total) // expect: DUO307 `CartTotalView(total: cart.total)`
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Share", systemImage: "square.and.arrow.up") { cart.share() }
                        HStack { // expect: DUO307 `HStack`
                            Image(systemName: "shippingbox")
                            Text(cart.deliveryEstimate)
                        }
                        ForEach(filters) { filter in
                            FilterChip(filter: filter) // expect: DUO307 `FilterChip(filter: filter)`
                        }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        if isLoading {
                            // A spinner in place of the item while it works goes where the item goes.
                            ProgressView()
                        } else {
                            Button("Refresh", systemImage: "arrow.clockwise") { cart.refresh() }
                        }
                    }
                    ProgressView(value: cart.uploadProgress) // expect: DUO307 `ProgressView(value: cart.uploadProgress)`
                }
        }
    }
}

struct SyncStatusToolbar: ToolbarContent {
    let lastSync: Date

    var body: some ToolbarContent {
        ToolbarItem(placement: .status) {
            Text(lastSync, style: .relative) // expect: DUO307 `Text(lastSync, style: .relative)`
                .font(.caption)
        }
    }
}
