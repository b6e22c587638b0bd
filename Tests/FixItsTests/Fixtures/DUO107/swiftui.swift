import SwiftUI

struct ArticleHeader: View {
    let imageName: String
    let url: URL?

    var body: some View {
        VStack(spacing: 0) {
            Image(imageName)
                .resizable()
                .scaledToFill() // expect: DUO107:info `.scaledToFill()`
                .frame(maxWidth: .infinity, maxHeight: 320)
                .clipped()
            AsyncImage(url: url) { image in
                image.resizable().aspectRatio(contentMode: .fill) // expect: DUO107:info `.aspectRatio(contentMode: .fill)`
            } placeholder: {
                Color.gray
            }
            Image(imageName)
                .resizable()
                // expect: DUO107:info `.aspectRatio(16 / 9, contentMode: .fill)`
                .aspectRatio(16 / 9,
                             contentMode: .fill)
            Image(imageName).resizable().aspectRatio(nil, contentMode: ContentMode.fill) // expect: DUO107:info `.aspectRatio(nil, contentMode: ContentMode.fill)`
        }
    }
}

struct BackgroundArtwork: View {
    var body: some View {
        Image("artwork")
            .resizable()
            .scaledToFill() // expect: DUO107:info `.scaledToFill()`
            .ignoresSafeArea()
    }
}
