import SwiftUI
import UIKit

struct LibraryGrid: View {
    let showsSidebar: Bool

    // Only an iPad takes the first branch: its three columns never reach iPhone Duo, whose phone branch adapts.
    var columns: [GridItem] {
        if UIDevice.current.userInterfaceIdiom == .pad { // expect: DUO105 `UIDevice.current.userInterfaceIdiom==.pad`
            return Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)
        } else {
            return [GridItem(.adaptive(minimum: 96, maximum: 240))]
        }
    }

    // Another way in besides the iPad: reported.
    var wideColumns: [GridItem] {
        if UIDevice.current.userInterfaceIdiom == .pad || showsSidebar { // expect: DUO105 `UIDevice.current.userInterfaceIdiom==.pad`
            return Array(repeating: GridItem(.flexible()), count: 4) // expect: DUO201 `3`
        }
        return Array(repeating: GridItem(.flexible()), count: 2)
    }

    // Everything but the iPad, iPhone Duo included: reported.
    var phoneColumns: [GridItem] {
        if UIDevice.current.userInterfaceIdiom != .pad { // expect: DUO105 `UIDevice.current.userInterfaceIdiom!=.pad`
            return Array(repeating: GridItem(.flexible()), count: 6) // expect: DUO201 `5`
        }
        return Array(repeating: GridItem(.flexible()), count: 6)
    }

    var body: some View {
        LazyVGrid(columns: columns) { EmptyView() }
    }
}

final class ShelfLayout: UICollectionViewFlowLayout {
    var numberOfColumns = 2

    func adjust(for traits: UITraitCollection, wide: Bool) {
        if traits.userInterfaceIdiom == .phone {
            numberOfColumns = 2
        } else if traits.userInterfaceIdiom == .pad, wide {
            numberOfColumns = 5
        } else {
            numberOfColumns = 4 // expect: DUO201 `3`
        }
        if UIDevice.current.isPad {
            numberOfColumns = 7
        }
    }
}

extension UIDevice {
    var isPad: Bool { userInterfaceIdiom == .pad }
}
