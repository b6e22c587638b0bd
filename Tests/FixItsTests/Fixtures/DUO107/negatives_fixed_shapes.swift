import SwiftUI
import UIKit

/// Fill whose crop never changes with the window: thumbnails, avatars, cells, shapes held to a ratio,
/// a focal point chosen, decoration, text. None of it is reported.
struct ContactRow: View {
    let photo: Image
    let side: CGFloat

    var body: some View {
        HStack {
            photo.resizable().scaledToFill().frame(width: side, height: side).clipShape(Circle())
            Text("A very long name that should shrink").scaledToFill().minimumScaleFactor(0.5)
            RemoteImage { image in
                image.resizable().scaledToFill()
            }
            .frame(width: 40, height: 40)
        }
    }
}

struct RemoteImage<Content: View>: View {
    let content: (Image) -> Content
    var body: some View { content(Image(systemName: "photo")) }
}

struct CroppedHeader: View {
    let photo: Image
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        GeometryReader { proxy in
            photo
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: sizeClass == .regular ? .center : .leading)
        }
    }
}

struct OnboardingBackdrop: View {
    var body: some View {
        Image("onboardingBackground").resizable().scaledToFill().ignoresSafeArea()
    }
}

struct MapTile: View {
    let snapshot: UIImage

    var body: some View {
        Image(uiImage: snapshot).resizable().scaledToFill().frame(maxWidth: .infinity)
    }
}

final class PhotoCell: UICollectionViewCell {
    let photoView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        photoView.contentMode = .scaleAspectFill
        contentView.addSubview(photoView)
        photoView.frame = contentView.bounds
        photoView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }
}

final class AlbumHeaderView: UIView {
    private let coverContainer = UIView()
    private let coverView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        coverView.contentMode = .scaleAspectFill
        addSubview(coverContainer)
        coverContainer.addSubview(coverView)
        NSLayoutConstraint.activate([
            coverContainer.widthAnchor.constraint(equalTo: coverContainer.heightAnchor, multiplier: 3),
            coverView.leadingAnchor.constraint(equalTo: coverContainer.leadingAnchor),
            coverView.trailingAnchor.constraint(equalTo: coverContainer.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class AccountViewController: UIViewController {
    private let avatarView = UIImageView()
    private let previewView = UIImageView()
    private let thumbnailView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        avatarView.contentMode = .scaleAspectFill
        avatarView.layer.cornerRadius = 22
        view.addSubview(avatarView)
        avatarView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        avatarView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        // A thumbnail placed by hand, not across the screen.
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
        view.addSubview(thumbnailView)
    }
}

/// A context-menu preview sized to the image: the fill crops nothing.
final class ImagePreviewController: UIViewController {
    let imageView = UIImageView()
    var aspectRatio = CGSize(width: 4, height: 3)

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.contentMode = .scaleAspectFill
        view.addSubview(imageView)
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        preferredContentSize = CGSize(width: 300, height: 300 * aspectRatio.height / aspectRatio.width)
    }
}
