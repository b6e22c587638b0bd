import SwiftUI
import UIKit

/// Keeps the side bars: never `.toolbarVerticalBehavior(.disabled)` on a browsing screen.
struct PodcastsView: View {
    @State private var nowPlaying: Episode?
    @State private var showsSignIn = false
    // .toolbarVerticalBehavior(.disabled)
    /* override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled } */
    private let toolbarVerticalBehaviorDisabled = false
    private let note = "Only use .toolbarVerticalBehavior(.disabled) in a cover"
    private let template = """
        .toolbarVerticalBehavior(isPlaying ? .disabled : .automatic)
        """
    private let rawTemplate = #"preferredVerticalBarBehavior = "\(UIVerticalBarBehavior.disabled)""#

    var body: some View {
        NavigationStack {
            EpisodeList(onPlay: { nowPlaying = $0 })
                .toolbarVerticalBehavior(.automatic)
                .toolbarVerticalCompressionBehavior(.prefersToolbarItems)
                .navigationTitle(toolbarVerticalBehaviorDisabled ? note : "\(template)\(rawTemplate)")
                .fullScreenCover(item: $nowPlaying) { episode in
                    NavigationStack {
                        NowPlayingScreen(episode: episode)
                    }
                    .toolbarVerticalBehavior(.disabled)
                }
                .sheet(isPresented: $showsSignIn) {
                    SignInForm().toolbarVerticalBehavior(.disabled)
                }
        }
    }
}

final class EpisodesViewController: UITableViewController {
    private let disablesSideBars = false

    override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .automatic }

    func configureBars() {
        navigationItem.verticalBarCompressionBehavior = .prefersBarItems
        navigationItem.title = disablesSideBars ? "preferredVerticalBarBehavior" : "Episodes"
    }
}
