import AVFoundation
import SwiftUI
import UIKit

/// Chooses fit or fill from the size class; never a bare `.scaleAspectFill`.
/// - Note: `.aspectRatio(contentMode: .fill)` and `.scaledToFill()` crop on wide displays.
final class GalleryViewController: UIViewController {
    private let photoView = UIImageView()
    private let scaleAspectFillEnabled = false
    private let note = "Replaced .scaleAspectFill with a size-class choice"
    private let template = """
        imageView.contentMode = .scaleAspectFill
        """
    private let pattern = #"\.scaledToFill\(\)"#
    // Before: photoView.contentMode = .scaleAspectFill
    /* Also removed: layer.videoGravity = .resizeAspectFill
       /* nested: .aspectRatio(contentMode: .fill) */ */

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        photoView.contentMode = traitCollection.horizontalSizeClass == .regular ? .scaleAspectFit : .scaleAspectFill
        if photoView.contentMode == .scaleAspectFill {
            photoView.clipsToBounds = true
        }
        switch photoView.contentMode {
        case .scaleToFill, .scaleAspectFill:
            photoView.backgroundColor = .black
        default:
            break
        }
        photoView.contentMode = .scaleAspectFit
    }
}

enum CropStyle {
    case scaleAspectFill
    case scaledToFill
}

struct AvatarView: View {
    let name: String
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        VStack {
            Image(name)
                .resizable()
                .scaledToFill()
                .frame(width: 44, height: 44)
                .clipShape(Circle())
            Image(name)
                .resizable()
                .aspectRatio(1, contentMode: .fill)
                .clipped()
                .frame(width: 64, height: 64)
            Image(name)
                .resizable()
                .aspectRatio(contentMode: sizeClass == .regular ? .fit : .fill)
            Image(name).resizable().scaledToFit()
            Image(name).resizable().aspectRatio(contentMode: .fit)
        }
    }
}

/// Artwork filling the space behind the player's controls, built by a property named for it: a background
/// fills by design.
struct PlayerOverlay: View {
    let artwork: Image

    var body: some View {
        Color.clear.background(controlsBackground)
    }

    var controlsBackground: some View {
        GeometryReader { geometry in
            artwork
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: geometry.size.width, height: geometry.size.height)
                .clipped()
        }
    }
}
