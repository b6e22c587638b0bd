import SwiftUI

struct EpisodeScreen: View {
    let episode: Episode

    var body: some View {
        ScrollView {
            EpisodeHeader(episode: episode)
            ArrangementView { // expect: DUO204 `ArrangementView`
                TranscriptView(episode: episode)
            } secondary: {
                PlayerView(episode: episode)
            }
            .arrangementViewStyle(.split.axes(.horizontal))
        }
    }
}

struct SettingsScreen: View {
    @State private var selection: Setting.ID?

    var body: some View {
        Form {
            Section("Preview") {
                // expect: DUO204 `ArrangementView`
                ArrangementView {
                    ThemePreview()
                } secondary: {
                    ThemeControls()
                }
            }
        }
    }
}

struct QueueScreen: View {
    let items: [QueueItem]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(items) { item in
                    if item.isExpanded {
                        ArrangementView { ArtworkView(item: item) } secondary: { QueueDetails(item: item) } // expect: DUO204 `ArrangementView`
                    } else {
                        QueueRow(item: item)
                    }
                }
            }
        }
    }
}

struct MailScreen: View {
    @State private var selection: Message.ID?

    var body: some View {
        NavigationSplitView {
            MailboxList(selection: $selection)
        } detail: {
            ArrangementView { // expect: DUO204 `ArrangementView`
                MessageView(id: selection)
            } secondary: {
                AttachmentsView(id: selection)
            }
        }
    }
}

struct PhotoWall: View {
    let photos: [Photo]

    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(photos) { photo in
                ArrangementView { PhotoView(photo: photo) } secondary: { PhotoInfo(photo: photo) } // expect: DUO204 `ArrangementView`
            }
        }
    }
}

struct StudioScreen: View {
    @State private var tab = StudioTab.mix

    var body: some View {
        NavigationStack {
            ArrangementView {
                NavigationSplitView { // expect: DUO204 `NavigationSplitView`
                    TrackList()
                } detail: {
                    TrackEditor()
                }
            } secondary: {
                TabView(selection: $tab) { // expect: DUO204 `TabView`
                    MixerView().tag(StudioTab.mix)
                    EffectsView().tag(StudioTab.effects)
                }
            }
        }
    }
}
