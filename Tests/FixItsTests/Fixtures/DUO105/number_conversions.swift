import SwiftUI

/// A value chosen by the idiom and converted to another number type goes where the number goes: here a
/// frame's height, as the same ternary written bare.
struct PlanBanner: View {
    var body: some View {
        Rectangle()
            .frame(maxHeight: stripeHeight)
    }

    private var stripeHeight: CGFloat {
        CGFloat(UIDevice.current.userInterfaceIdiom == .pad ? 18.0 : 12.0) // expect: DUO105 `UIDevice.current.userInterfaceIdiom == .pad`
    }
}

/// Converted and handed to analytics, not to a layout: not reported.
enum Telemetry {
    static func send(_ value: Double) {}
    static func reportTier() {
        send(Double(UIDevice.current.userInterfaceIdiom == .pad ? 2 : 1))
    }
}
