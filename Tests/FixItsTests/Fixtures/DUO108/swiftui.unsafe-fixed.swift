import SwiftUI

struct SplitCanvas: View {
    var body: some View {
        GeometryReader { proxy in
            let foldX = proxy.reservedRegions(kind: .division).first(where: \.isActive)?.frame.midX // expect: DUO108 `proxy.size.width / 2`
            ZStack {
                Color.blue.frame(width: foldX)
                ToolPalette()
                    .position(x: foldX + 120, y: proxy.size.height - 60)
            }
        }
    }
}

struct TabletopPlayer: View {
    var body: some View {
        GeometryReader { geometry in
            let hingeY = geometry.reservedRegions(kind: .division).first(where: \.isActive)?.frame.midY // expect: DUO108 `geometry.size.height * 0.5`
            VStack(spacing: 0) {
                Artwork().frame(height: hingeY)
                Controls()
            }
        }
    }

    func seamX(in proxy: GeometryProxy) -> CGFloat {
        proxy.size.width / 2 // expect: DUO108 `proxy.size.width / 2`
    }
}

struct ToolPalette: View { var body: some View { Text("Tools") } }
struct Artwork: View { var body: some View { Color.gray } }
struct Controls: View { var body: some View { Text("Play") } }
