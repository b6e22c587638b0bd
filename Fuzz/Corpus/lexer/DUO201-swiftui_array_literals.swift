import SwiftUI

struct AlbumGridView: View {
    let albums: [Album]
    private let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())] // expect: DUO201 `[GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]`

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(albums) { album in
                    AlbumTile(album: album)
                }
            }
        }
    }
}

struct StickerPickerView: View {
    let stickers: [Sticker]
    private let columns: [GridItem] = [ // expect: DUO201 `[GridItem(.flexible(), spacing: 8), GridItem(.flexible(), spacing: 8), GridItem(.flexible(), spacing: 8), GridItem(.flexible(), spacing: 8), GridItem(.flexible(), spacing: 8),]`
        GridItem(.flexible(), spacing: 8),
        GridItem(.flexible(), spacing: 8),
        GridItem(.flexible(), spacing: 8),
        GridItem(.flexible(), spacing: 8),
        GridItem(.flexible(), spacing: 8),
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(stickers) { StickerView(sticker: $0) }
            }
        }
    }
}

struct AppIconPicker: View {
    @Binding var selection: AppIcon
    var gridColumns = [ // expect: DUO201 `[GridItem(.adaptive(minimum: 80)), GridItem(.adaptive(minimum: 80)), GridItem(.adaptive(minimum: 80))]`
        GridItem(.adaptive(minimum: 80)),
        GridItem(.adaptive(minimum: 80)),
        GridItem(.adaptive(minimum: 80))
    ]

    var body: some View {
        LazyVGrid(columns: gridColumns) {
            ForEach(AppIcon.allCases) { icon in
                Button(icon.title, systemImage: icon.symbolName) { selection = icon }
            }
        }
        .padding()
    }
}

struct ColorSwatchRow: View {
    let swatches: [Swatch]

    var body: some View {
        LazyVGrid(columns: [GridItem(), GridItem(), GridItem(), GridItem(), GridItem()], spacing: 4) { // expect: DUO201 `[GridItem(), GridItem(), GridItem(), GridItem(), GridItem()]`
            ForEach(swatches) { swatch in
                Circle().fill(swatch.color).frame(height: 32)
            }
        }
    }
}
