import SwiftUI

// Columns of a fixed size worked out for three: a fourth copy would overflow the width they were sized for,
// and the row count below still assumes three. Reported, with no next-even fix.
struct AlbumStrip: View {
    let photos: [Photo]

    var body: some View {
        GeometryReader { proxy in
            let gap: CGFloat = 2
            let side = (proxy.size.width - gap * 2) / 3
            let rows = (Double(photos.count) / 3.0).rounded(.up)
            let columns = [ // expect: DUO201 `[GridItem(.fixed(side),spacing:gap),GridItem(.fixed(side),spacing:gap),GridItem(.fixed(side),spacing:gap)]`
                GridItem(.fixed(side), spacing: gap),
                GridItem(.fixed(side), spacing: gap),
                GridItem(.fixed(side), spacing: gap)
            ]
            LazyVGrid(columns: columns, spacing: gap) {
                ForEach(photos) { Thumbnail(photo: $0) }
            }
            .frame(height: side * rows)
        }
    }
}

// The same with the count written as a CGFloat.
struct CoverShelf: View {
    let covers: [Cover]

    var body: some View {
        GeometryReader { proxy in
            let side = proxy.size.width / CGFloat(5)
            LazyVGrid(columns: [GridItem(.fixed(side)), GridItem(.fixed(side)), GridItem(.fixed(side)), GridItem(.fixed(side)), GridItem(.fixed(side))]) { // expect: DUO201 `[GridItem(.fixed(side)), GridItem(.fixed(side)), GridItem(.fixed(side)), GridItem(.fixed(side)), GridItem(.fixed(side))]`
                ForEach(covers) { CoverView(cover: $0) }
            }
        }
    }
}

// Flexible columns sized by the grid, halved for a gap that has nothing to do with the count: one more copy
// fits, and the fix stays.
struct TagCloud: View {
    let tags: [Tag]
    let gap: CGFloat = 8

    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: gap / 2) { // expect: DUO201 `[GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]`
            ForEach(tags) { TagView(tag: $0) }
        }
    }
}

// Thumbnails at least 100 points wide with 4 between them: three fit a 375-point-wide phone, a fourth (412
// points) would not, so no column is added.
struct AttachmentWall: View {
    let attachments: [Attachment]

    var body: some View {
        LazyVGrid(columns: [
            .init(.flexible(minimum: 100), spacing: 4),
            .init(.flexible(minimum: 100), spacing: 4),
            .init(.flexible(minimum: 100), spacing: 4),
        ], spacing: 4) { // expect: DUO201@-4 `[.init(.flexible(minimum: 100), spacing: 4), .init(.flexible(minimum: 100), spacing: 4), .init(.flexible(minimum: 100), spacing: 4),]`
            ForEach(attachments) { AttachmentThumbnail(attachment: $0) }
        }
    }
}

// Narrower minimums: a fourth column of 60 still fits, and the fix stays.
struct EmojiWall: View {
    let emoji: [String]

    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible(minimum: 60), spacing: 6), GridItem(.flexible(minimum: 60), spacing: 6), GridItem(.flexible(minimum: 60), spacing: 6), GridItem(.flexible(minimum: 60), spacing: 6)]) { // expect: DUO201 `[GridItem(.flexible(minimum: 60), spacing: 6), GridItem(.flexible(minimum: 60), spacing: 6), GridItem(.flexible(minimum: 60), spacing: 6)]`
            ForEach(emoji, id: \.self) { Text($0) }
        }
    }
}
