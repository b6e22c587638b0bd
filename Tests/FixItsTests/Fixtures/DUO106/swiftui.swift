import SwiftUI
import UIKit

struct ProductGallery: View {
    let products: [String]

    var body: some View {
        GeometryReader { proxy in
            if proxy.size.height > 852 { // expect: DUO106 `proxy.size.height > 852`
                LargeGallery(products: products)
            } else {
                CompactGallery(products: products)
            }
        }
    }
}

struct LargeGallery: View {
    let products: [String]

    var body: some View {
        GeometryReader { geometry in
            ScrollView(.horizontal) {
                HStack { ForEach(products, id: \.self) { Text($0) } }
                    .padding(.horizontal, geometry.size.width >= 430 ? 32 : 16) // expect: DUO106 `geometry.size.width >= 430`
            }
        }
    }
}

struct CompactGallery: View {
    let products: [String]
    private let isMini = UIScreen.main.bounds.width == 375 // expect: DUO101 `UIScreen.main.bounds`; DUO106 `UIScreen.main.bounds.width == 375`

    var body: some View {
        List(products, id: \.self) { Text($0) }
            .listStyle(isMini ? .plain : .insetGrouped)
    }
}
