import SwiftUI

struct PhotoGridView: View {
    let photos: [Photo]
    @State private var sortAscending = true

    var body: some View {
        NavigationStack {
            GeometryReader { proxy in
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: 3), spacing: 2) {
                        ForEach(photos) { photo in
                            PhotoCell(photo: photo)
                                .frame(height: (proxy.size.width - proxy.safeAreaInsets.leading * 2) / 3)
                        }
                    }
                }
            }
            .navigationTitle("Photos")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Newest First", systemImage: "arrow.down") { sortAscending = false }
                        Button("Oldest First", systemImage: "arrow.up") { sortAscending = true }
                    } label: { Image(systemName: "ellipsis.circle") }
                }
            }
        }
    }
}

struct PhotoCell: View {
    let photo: Photo

    var body: some View {
        Color.gray.overlay(Text(photo.caption))
    }
}

struct Photo: Identifiable {
    let id: UUID
    let caption: String
}
