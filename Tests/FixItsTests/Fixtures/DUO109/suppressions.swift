import SwiftUI

struct HingeGameView: View {
    @State private var paddleY: CGFloat = 0
    @State private var paddleX: CGFloat = 0
    @State private var ballOffset: CGFloat = 0

    var body: some View {
        Circle()
            .offset(x: paddleX, y: paddleY + ballOffset)
            .onHingeChange { _, context in
                // duo:disable:next DUO109
                paddleY = (context.hinge?.angle ?? 0) * 100
                paddleX = (context.hinge?.angle ?? 0) * 50 // duo:disable:this DUO109
                ballOffset = (context.hinge?.angle ?? 0) * 10 // expect: DUO109 `context.hinge?.angle`
            }
    }
}
