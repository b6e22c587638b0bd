import SwiftUI
import UIKit

struct PhotoStripView: View {
    let photos: [Photo]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 8) {
                ForEach(photos) { photo in
                    PhotoThumbnail(photo: photo)
                        .frame(width: UIScreen.main.bounds.width * 0.4) // expect: DUO101 `UIScreen.main.bounds`
                }
            }
        }
        .onAppear {
            ThumbnailCache.shared.pixelScale = UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
        }
    }
}

struct Photo: Identifiable {
    let id: UUID
    let pixelWidth: CGFloat

    var displayWidth: CGFloat {
        pixelWidth / UIScreen.main.scale // expect: DUO101 `UIScreen.main.scale`
    }
}

final class ThumbnailCache {
    static let shared = ThumbnailCache()
    var pixelScale: CGFloat = 2

    func targetSize(for points: CGSize) -> CGSize {
        let screen = UIScreen.main // expect: DUO101 `UIScreen.main`
        return CGSize(width: points.width * screen.scale, height: points.height * screen.scale)
    }
}

func maximumSheetHeight() -> CGFloat {
    UIScreen.main.bounds.height * 0.9 // expect: DUO101 `UIScreen.main.bounds`
}
