import SwiftUI

/// A drawer parked below the screen: the screen's height read once, in the file that uses it. Storing that
/// value or comparing with it is the same finding again; sizing a frame with it is a decision of its own.
struct BottomDrawer: View {
    static let parkedOffset = UIScreen.main.bounds.height // expect: DUO101 `UIScreen.main.bounds`

    @State private var offset = Self.parkedOffset

    var body: some View {
        Text("Filters")
            .frame(maxHeight: Self.parkedOffset / 2) // expect: DUO101 `Self.parkedOffset`
            .offset(y: offset)
            .onTapGesture {
                if offset == Self.parkedOffset {
                    offset = 0
                } else {
                    offset = Self.parkedOffset
                }
            }
    }
}
