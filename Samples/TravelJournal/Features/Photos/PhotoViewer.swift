import SwiftUI

struct PhotoViewer: View {
    let photo: Photo
    @State private var hingeAngle: Double = 180

    var body: some View {
        GeometryReader { proxy in
            let foldX = proxy.size.width / 2
            ZStack(alignment: .topLeading) {
                Image(photo.caption)
                    .resizable()
                    .scaledToFill()
                    .frame(width: proxy.size.width, height: proxy.size.height)
                    .clipped()
                Text(photo.caption)
                    .padding(8)
                    .offset(x: foldX + 16, y: hingeAngle < 150 ? proxy.size.height / 2 : 16)
            }
        }
        .onHingeChange { hinge in
            hingeAngle = hinge.angle
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    shareCurrentPhoto()
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
            }
            ToolbarItem(placement: .bottomBar) {
                Spacer()
            }
            ToolbarItem(placement: .bottomBar) {
                CaptionCounter(count: photo.caption.count)
            }
        }
    }

    private func shareCurrentPhoto() {}
}

struct CaptionCounter: View {
    let count: Int

    var body: some View {
        Text("\(count) characters").font(.caption)
    }
}
