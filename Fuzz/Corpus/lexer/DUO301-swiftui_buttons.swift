import SwiftUI

struct TrackRow: View {
    let track: Track
    @Binding var actionsTrack: Track?

    var body: some View {
        HStack {
            Text(track.title)
            Button {
                actionsTrack = track
            } label: {
                Image(systemName: "ellipsis") // expect: DUO301 `"ellipsis"`
                    .imageScale(.large)
            }
            .buttonStyle(.borderless)
        }
    }
}

struct ProjectCard: View {
    let project: Project
    let showActions: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text(project.name).font(.headline)
            Button(action: showActions) {
                Image(systemName: "ellipsis.circle.fill") // expect: DUO301 `"ellipsis.circle.fill"`
            }
            Button { showActions() } label: { Label("More", systemImage: "ellipsis.bubble") } // expect: DUO301 `"ellipsis.bubble"`
        }
        .padding()
    }
}

struct BoardView: View {
    @State private var showsOptions = false

    var body: some View {
        NavigationStack {
            BoardCanvas()
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Options", systemImage: "ellipsis.circle") { showsOptions = true } // expect: DUO301 `"ellipsis.circle"`
                    }
                }
                .sheet(isPresented: $showsOptions) {
                    BoardOptionsView()
                }
        }
    }
}
