import SwiftUI

struct SlideshowView: View {
    @State private var isPlaying = false

    var body: some View {
        NavigationStack {
            SlideCanvas(isPlaying: $isPlaying)
                .toolbarVerticalBehavior(isPlaying ? .disabled : .automatic)
        }
    }
}

struct SlideCanvas: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
    }
}
