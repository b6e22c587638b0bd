import SwiftUI
import UIKit

/// Put the `NavigationStack` or `TabView` around the `ArrangementView`, never a `ScrollView`.
struct PodcastScreen: View {
    let episode: Episode
    @State private var showsQueue = false
    // ScrollView { ArrangementView { } secondary: { } }
    /* ArrangementView { NavigationSplitView { } detail: { } } secondary: { } */
    private let note = "List { ArrangementView { } secondary: { } }"
    private let template = """
        ArrangementView { TabView { } } secondary: { }
        """
    private let rawTemplate = #"ScrollView { ArrangementView { } }"#

    var body: some View {
        TabView {
            NavigationStack {
                ArrangementView {
                    ScrollView { TranscriptView(episode: episode) }
                } secondary: {
                    List(episode.chapters) { ChapterRow(chapter: $0) }
                }
                .arrangementViewStyle(.overlay)
            }
            .tabItem { Label("Listen", systemImage: "headphones") }
            ScrollView {
                EpisodeHeader(episode: episode)
                    .sheet(isPresented: $showsQueue) {
                        ArrangementView { QueueView() } secondary: { UpNextView() }
                    }
            }
            List(episode.related) { related in
                NavigationLink {
                    ArrangementView { EpisodeDetail(episode: related) } secondary: { PlayerView(episode: related) }
                } label: {
                    Text(related.title)
                }
            }
        }
        .navigationTitle(note + template + rawTemplate)
    }
}

struct CompactArrangementStyle: ArrangementViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.primary
    }
}

final class PlayerSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let arrangement = UIArrangementViewController()
        arrangement.setViewController(PlayerViewController(), for: .primary)
        arrangement.setViewController(QueueViewController(), for: .secondary, animated: false)
        let tabs = UITabBarController()
        tabs.setViewControllers([UINavigationController(rootViewController: arrangement)], animated: false)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        self.window = window
    }
}
