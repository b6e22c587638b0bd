import SwiftUI

struct CalculatorView: View {
    @State private var display = "0"

    var body: some View {
        NavigationStack {
            KeypadView(display: $display)
                .navigationTitle(display)
                // expect: DUO302:info `.toolbarVerticalBehavior(.disabled)`
                .toolbarVerticalBehavior(.disabled)
        }
    }
}

struct VideoPlayerScreen: View {
    let video: Video
    @State private var controlsVisible = true

    var body: some View {
        NavigationStack {
            VideoSurface(video: video)
                .toolbarVerticalBehavior(controlsVisible ? .automatic : .disabled) // expect: DUO302:error `.toolbarVerticalBehavior(controlsVisible ? .automatic : .disabled)`
        }
    }
}

struct GameBoardView: View {
    @State private var board = Board()

    var body: some View {
        NavigationStack {
            BoardCanvas(board: $board)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Close", systemImage: "xmark") { board.quit() }
                    }
                }
        }
        // expect: DUO302:info `.toolbarVerticalBehavior(.disabled)`
        .toolbarVerticalBehavior(.disabled)
    }
}

struct LibraryView: View {
    @State private var playingEpisode: Episode?
    @State private var showsScanner = false

    var body: some View {
        NavigationStack {
            EpisodeList(onPlay: { playingEpisode = $0 }, onScan: { showsScanner = true })
                .fullScreenCover(item: $playingEpisode) { episode in
                    EpisodePlayer(episode: episode)
                        .toolbarVerticalBehavior(.disabled)
                }
                .sheet(isPresented: $showsScanner) {
                    NavigationStack {
                        ScannerScreen()
                            .toolbarVerticalBehavior(.disabled)
                    }
                }
        }
    }
}
