import SwiftUI

/// Wide media held to a ratio of its own crops the same in every window: in a list it is no hazard.
struct TrailDetail: View {
    let cover: Image
    let coverSize: CGSize

    var body: some View {
        List {
            Section {
                cover
                    .resizable()
                    .aspectRatio(16 / 9, contentMode: .fill)
                    .frame(maxWidth: .infinity)
                    .clipped()
            }
            cover
                .resizable()
                .aspectRatio(coverSize.width / coverSize.height, contentMode: .fill)
                .frame(maxWidth: .infinity)
        }
    }
}

/// Outside a scroll view, a full-width square is taller than a window wider than tall: the button goes off screen.
struct PassScanner: View {
    let viewfinder: Image

    var body: some View {
        VStack {
            viewfinder
                .resizable()
                .aspectRatio(1, contentMode: .fill) // expect: DUO107:info `.aspectRatio(1, contentMode: .fill)` says "taller than iPhone Duo's wide windows"
                .frame(maxWidth: .infinity)
            Button("Enter the code instead") {}
            // No ratio of its own: it takes the shape of the space it is given, and crops.
            viewfinder
                .resizable()
                .aspectRatio(nil, contentMode: .fill) // expect: DUO107:info `.aspectRatio(nil, contentMode: .fill)` says "crop important content"
                .frame(maxWidth: .infinity, maxHeight: 240)
                .clipped()
        }
    }
}

/// Held to a ratio but then given a height of its own: the view is as tall as that height in every window, so
/// nothing is pushed off screen; what changes with the width is the crop.
struct RouteBanner: View {
    let photo: Image
    let isPanorama: Bool

    var body: some View {
        GeometryReader { space in
            photo
                .resizable()
                .aspectRatio(isPanorama ? 2.4 : 1.5, contentMode: .fill) // expect: DUO107:info `.aspectRatio(isPanorama ? 2.4 : 1.5, contentMode: .fill)` says "crop important content"
                .frame(width: space.size.width, height: space.size.height * 0.4)
        }
    }
}
