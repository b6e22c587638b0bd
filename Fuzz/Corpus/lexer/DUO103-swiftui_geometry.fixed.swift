import SwiftUI

struct BannerCarousel: View {
    let banners: [Banner]

    var body: some View {
        GeometryReader { proxy in
            let safe = proxy.safeAreaInsets
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(banners) { banner in
                        BannerCard(banner: banner)
                            .frame(
                                width: proxy.size.width - proxy.safeAreaInsets.leading - proxy.safeAreaInsets.trailing, // expect: DUO103 `proxy.size.width - proxy.safeAreaInsets.leading * 2`
                                height: proxy.size.height - safe.top - safe.bottom // expect: DUO103 `proxy.size.height - safe.top * 2`
                            )
                    }
                }
            }
        }
    }
}

struct ReaderPage: View {
    let page: Page

    var body: some View {
        GeometryReader { geometry in
            let textWidth = geometry.size.width - geometry.safeAreaInsets.leading - geometry.safeAreaInsets.trailing // expect: DUO103 `geometry.size.width - 2 * geometry.safeAreaInsets.trailing`
            Text(page.body)
                .frame(width: textWidth)
                .frame(maxHeight: geometry.size.height - (geometry.safeAreaInsets.top + geometry.safeAreaInsets.bottom)) // expect: DUO103 `geometry.size.height - (geometry.safeAreaInsets.bottom * 2)`
        }
    }
}

struct CoverImage: View {
    let image: Image
    @State private var coverWidth: CGFloat = 0

    var body: some View {
        image
            .resizable()
            .scaledToFit()
            .frame(width: coverWidth)
            .onGeometryChange(for: CGFloat.self) { proxy in
                proxy.size.width - proxy.safeAreaInsets.leading - proxy.safeAreaInsets.trailing // expect: DUO103 `proxy.size.width - proxy.safeAreaInsets.trailing * 2`
            } action: { newWidth in
                coverWidth = newWidth
            }
    }
}

extension GeometryProxy {
    var contentHeight: CGFloat {
        let insets = safeAreaInsets
        return size.height - (insets.top + insets.bottom) // expect: DUO103 `size.height - (2 * insets.top)`
    }
}
