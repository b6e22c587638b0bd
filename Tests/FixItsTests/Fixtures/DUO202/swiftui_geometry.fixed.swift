import SwiftUI

struct SketchScreen: View {
    private let paletteSize = CGSize(width: 280, height: 56)
    @State private var isDrawing = false

    var body: some View {
        GeometryReader { proxy in
            let folds = proxy.reservedRegions(kind: .division).filter(\.isActive) // expect: DUO202 `reservedRegions(kind: .division)`

            ZStack {
                SketchCanvas()
                ToolPalette()
                    .frame(width: paletteSize.width, height: paletteSize.height)
                    .position(paletteCenter(in: proxy.size, avoiding: folds))
                    .symbolEffect(.pulse, isActive: isDrawing)
            }
            .animation(.snappy, value: folds.map(\.id))
        }
    }

    private func paletteCenter(in size: CGSize, avoiding folds: [ReservedRegion]) -> CGPoint {
        var center = CGPoint(x: size.width / 2, y: size.height - paletteSize.height / 2 - 24)
        for fold in folds where fold.frame.height > fold.frame.width {
            center.x = fold.frame.maxX + paletteSize.width / 2
        }
        return center
    }
}

struct FoldOverlay: View {
    var body: some View {
        GeometryReader { proxy in
            // expect: DUO202 `reservedRegions(kind: .division, layoutDirectionBehavior: .fixed)`
            ForEach(proxy.reservedRegions(kind: .division, layoutDirectionBehavior: .fixed).filter(\.isActive)) { region in
                Rectangle()
                    .fill(.red.opacity(0.2))
                    .frame(width: region.frame.width, height: region.frame.height)
                    .position(x: region.frame.midX, y: region.frame.midY)
            }
        }
    }
}

struct SearchFieldHost: View {
    @State private var query = ""

    var body: some View {
        GeometryReader { proxy in
            TextField("Search", text: $query)
                .frame(width: 300)
                .offset(x: proxy.reservedRegions(kind: .division).filter(\.isActive).first.map { $0.frame.maxX } ?? 0) // expect: DUO202 `reservedRegions(kind: .division)`
        }
    }
}
