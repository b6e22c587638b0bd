import SwiftUI

/// Media that spans its container's width or the window: its crop changes when iPhone Duo folds.
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
                ProgressView()
            }
            .frame(maxWidth: .infinity)
        }
    }
}

struct StoryPage: View {
    let photo: Image

    var body: some View {
        GeometryReader { geometry in
            photo
                .resizable()
                // expect: DUO107:info `.aspectRatio(contentMode: .fill)`
                .aspectRatio(
                    contentMode: .fill)
                .frame(width: geometry.size.width, height: geometry.size.height)
                .clipped()
        }
    }
}

struct PosterScreen: View {
    let poster: String

    var body: some View {
        Image(poster)
            .resizable()
            .scaledToFill() // expect: DUO107:info `.scaledToFill()`
            .ignoresSafeArea()
    }
}

struct ScannerScreen: View {
    let session: ScannerSession

    var body: some View {
        VStack {
            Text("Point the camera at the code")
            CameraPreview(session: session)
                .aspectRatio(1, contentMode: ContentMode.fill) // expect: DUO107:info `.aspectRatio(1, contentMode: ContentMode.fill)`
        }
    }
}

final class ScannerSession {}

struct CameraPreview: View {
    let session: ScannerSession
    var body: some View { Color.black }
}

// A stream's cover filled to the screen's width at a fixed height: its crop changes with the window's shape.
struct StreamCover: View {
    let cover: Image

    var body: some View {
        cover
            .resizable()
            .aspectRatio(contentMode: .fill) // expect: DUO107:info `.aspectRatio(contentMode: .fill)`
            .frame(minWidth: UIScreen.main.bounds.width, minHeight: 180, maxHeight: 180) // expect: DUO101 `UIScreen.main.bounds`
            .clipped()
    }
}

// A remote image configured in a trailing closure before it fills the screen's width: the chain runs on across
// the closure.
struct EventBanner: View {
    let artwork: RemoteArtwork

    var body: some View {
        artwork
            .onFailure { error in
                print(error)
            }
            .aspectRatio(contentMode: .fill) // expect: DUO107:info `.aspectRatio(contentMode: .fill)`
            .frame(maxWidth: .infinity, minHeight: 160, maxHeight: 160)
            .clipped()
    }
}

struct RemoteArtwork: View {
    var body: some View { Color.gray }
    func onFailure(_ handle: @escaping (Error) -> Void) -> RemoteArtwork { self }
}
