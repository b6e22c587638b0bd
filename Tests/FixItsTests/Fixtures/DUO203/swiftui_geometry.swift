import SwiftUI

struct SendBar: View {
    @Binding var draft: String

    var body: some View {
        GeometryReader { proxy in
            let folds = proxy.reservedRegions(kind: .division).filter(\.isActive)
            // expect: DUO203 `$0.frame.width + $0.margins.leading`
            let bandWidth = folds.map { $0.frame.width + $0.margins.leading + $0.margins.trailing }.max() ?? 0
            HStack {
                TextField("Message", text: $draft)
                Button("Send", systemImage: "paperplane") { send() }
            }
            .padding(.horizontal, bandWidth)
            .offset(x: folds.first.map { fold in fold.frame.maxX + fold.margins.trailing } ?? 0) // expect: DUO203 `fold.frame.maxX + fold.margins.trailing`
        }
    }

    private func send() {}
}

struct CameraAwareHeader: View {
    var body: some View {
        GeometryReader { proxy in
            ForEach(proxy.reservedRegions(kind: .occlusion)) { camera in
                Color.clear
                    .frame(width: camera.frame.width + camera.margins.leading) // expect: DUO203 `camera.frame.width + camera.margins.leading`
            }
        }
    }
}
