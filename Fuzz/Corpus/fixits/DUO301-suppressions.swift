import SwiftUI

struct LegacyGalleryView: View {
    let gallery: Gallery

    var body: some View {
        GalleryGrid(gallery: gallery)
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    // duo:disable:next DUO301
                    Menu("More", systemImage: "ellipsis.circle") {
                        Button("Slideshow", systemImage: "play.rectangle") { gallery.startSlideshow() }
                    }
                    Button("Info", systemImage: "ellipsis.rectangle") { gallery.showInfo() } // duo:disable:this DUO301
                    Menu {
                        Button("Download All", systemImage: "arrow.down.circle") { gallery.downloadAll() }
                    } label: { Image(systemName: "ellipsis") } // expect: DUO301 `"ellipsis"`
                }
            }
    }
}
