import SwiftUI

struct InboxView: View {
    @State private var selection: Message.ID?

    var body: some View {
        NavigationStack {
            MessageList(selection: $selection)
                .navigationTitle("Inbox")
                // expect: DUO302 `.toolbarVerticalBehavior(.disabled)`
        }
    }
}

struct FeedView: View {
    let posts: [Post]

    var body: some View {
        NavigationStack {
            PostList(posts: posts)
                .navigationTitle("Feed").tint(.orange) // expect: DUO302 `.toolbarVerticalBehavior(.disabled)`
                .navigationDestination(for: Post.self) { post in
                    PostDetail(post: post) // expect: DUO302 `.toolbarVerticalBehavior(.disabled)`
                }
        } // expect: DUO302 `.toolbarVerticalBehavior(.disabled)`
    }
}

struct PlaylistView: View {
    let playlist: Playlist

    var body: some View {
        TrackList(tracks: playlist.tracks)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Shuffle", systemImage: "shuffle") { playlist.shuffle() }
                }
            }
            // expect: DUO302 `.toolbarVerticalBehavior(.disabled)`
    }
}

struct VideoLessonView: View {
    @State private var isPlaying = false
    @State private var isFocused = false

    var body: some View {
        NavigationStack {
            LessonContent(isPlaying: $isPlaying)
                .toolbarVerticalBehavior(isPlaying ? .disabled : .automatic) // expect: DUO302:error `.toolbarVerticalBehavior(isPlaying ? .disabled : .automatic)`
                .overlay {
                    NotesPanel()
                        .toolbarVerticalBehavior( // expect: DUO302:error `.toolbarVerticalBehavior(isFocused ? .disabled : .automatic)`
                            isFocused ? .disabled : .automatic
                        )
                }
        }
    }
}
