import SwiftUI

struct Episode: Identifiable {
    let id: Int
    let artwork: String
}

/// Cards in a grid: a GeometryReader inside one measures the card, so its artwork is a thumbnail.
struct EpisodeShelf: View {
    let episodes: [Episode]
    private let columns = [GridItem(.adaptive(minimum: 160))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(episodes) { episode in
                    GeometryReader { card in
                        Image(episode.artwork)
                            .resizable()
                            .scaledToFill()
                            .frame(width: card.size.width, height: 120)
                            .clipped()
                    }
                    .frame(height: 120)
                }
            }
        }
    }
}

/// The same reader around a whole screen: the artwork spans the window.
struct EpisodeHero: View {
    let artwork: String

    var body: some View {
        GeometryReader { screen in
            Image(artwork)
                .resizable()
                .scaledToFill() // expect: DUO107:info `.scaledToFill()`
                .frame(width: screen.size.width, height: 320)
                .clipped()
        }
    }
}

/// A grid whose cells are a view of their own, built by a helper: its artwork is still a cell's.
struct SeasonShelf: View {
    let episodes: [Episode]

    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(episodes) { episode in
                SeasonCard(episode: episode)
            }
        }
    }
}

struct SeasonCard: View {
    let episode: Episode

    var body: some View {
        artwork()
    }

    private func artwork() -> some View {
        GeometryReader { card in
            Image(episode.artwork)
                .resizable()
                .scaledToFill()
                .frame(width: card.size.width, height: 96)
                .clipped()
        }
    }
}
