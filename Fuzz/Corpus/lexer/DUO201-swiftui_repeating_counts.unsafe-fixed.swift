import SwiftUI

struct PhotoLibraryView: View {
    let photos: [Photo]

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                LazyVGrid(
                    columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: proxy.reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 3 : 4), // expect: DUO201 `3`
                    spacing: 2
                ) {
                    ForEach(photos) { photo in
                        PhotoThumbnail(photo: photo, side: proxy.size.width / 4)
                    }
                }
            }
        }
    }
}

struct EmojiKeyboard: View {
    let emoji: [String]

    var body: some View {
        GeometryReader { geometry in
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: geometry.reservedRegions(kind: .division, options: .includeInactive).isEmpty ? 5 : 6)) { // expect: DUO201 `5`
                    ForEach(emoji, id: \.self) { Text($0).font(.largeTitle) }
                }
                .frame(width: geometry.size.width)
            }
        }
    }
}

struct RecipeGallery: View {
    let recipes: [Recipe]
    private let columnCount = 4 // expect: DUO201 `3`

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 16), count: columnCount)) {
                ForEach(recipes) { RecipeCard(recipe: $0) }
            }
        }
    }
}

struct MonthView: View {
    let days: [CalendarDay]
    private let weekColumns = Array(repeating: GridItem(.flexible(), spacing: 0), count: 7) // expect: DUO201:info `7`

    var body: some View {
        LazyVGrid(columns: weekColumns) {
            ForEach(days) { DayCell(day: $0) }
        }
    }
}

extension DashboardScreen {
    var tiles: some View {
        LazyVGrid(columns: Array(
            repeating: GridItem(.flexible()),
            count: 4 // expect: DUO201 `3`
        )) {
            ForEach(widgets) { WidgetTile(widget: $0) }
        }
    }
}
