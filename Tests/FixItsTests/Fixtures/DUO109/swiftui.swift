import SwiftUI

struct LidView: View {
    @State private var lidOffset: CGFloat = 0
    @State private var hingeAngle: Double = 0
    @State private var bend: Double = 0
    @State private var panelHeight: CGFloat = 200
    var isTracking = true

    var body: some View {
        VStack {
            Palette()
                .offset(y: lidOffset)
                .frame(height: panelHeight)
            Keyboard()
                .padding(.top, hingeAngle * 12)
        }
        .onHingeChange { _, context in
            lidOffset = CGFloat(context.hinge?.angle ?? 0) * 40 // expect: DUO109 `context.hinge?.angle`
            hingeAngle = context.hinge?.angle ?? 0 // expect: DUO109 `context.hinge?.angle`
            if let hinge = context.hinge, hinge.status == .partiallyOpen {
                bend = hinge.angle / .pi
            }
        }
        .onHingeChange(isEnabled: isTracking) { old, new in
            withAnimation(.snappy) {
                panelHeight = 300 * (new.hinge?.angle ?? 0) // expect: DUO109 `new.hinge?.angle`
            }
        }
    }
}

struct DrawerView: View {
    @State private var drawerWidth: CGFloat = 0

    var body: some View {
        Color.gray.frame(width: drawerWidth)
            .onHingeChange { _, context in apply(context) }
    }

    private func apply(_ context: DeviceHingeContext) {
        drawerWidth = (context.hinge?.angle ?? 0) * 100 // expect: DUO109 `context.hinge?.angle`
    }
}

struct Palette: View { var body: some View { Text("Palette") } }
struct Keyboard: View { var body: some View { Text("Keys") } }
