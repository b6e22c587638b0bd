import SwiftUI
import UIKit

struct ShelfView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    let books: [String]

    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad { // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
            HStack { ForEach(books, id: \.self) { Text($0) } }
        } else {
            VStack { ForEach(books, id: \.self) { Text($0) } }
        }
    }

    private var spacing: CGFloat {
        UIDevice.current.userInterfaceIdiom != .phone ? 24 : 12 // expect: DUO105 `UIDevice.current.userInterfaceIdiom != .phone`
    }
}

struct BadgeView: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(UIDevice.current.userInterfaceIdiom == .pad ? .title : .body) // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
    }
}

@MainActor
enum LayoutMetrics {
    static var sidebarWidth: CGFloat {
        UIDevice.current.userInterfaceIdiom == .pad ? 320 : 0 // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
    }
}
