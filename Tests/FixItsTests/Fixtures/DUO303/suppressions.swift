import SwiftUI

struct CameraControls: View {
    let camera: CameraModel

    var body: some View {
        CameraPreview(camera: camera)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    // The shutter is universally understood and never overflows.
                    // duo:disable:next DUO303
                    Button { camera.capture() } label: { Image(systemName: "camera") }
                    Button { camera.flip() } label: { Image(systemName: "arrow.triangle.2.circlepath.camera") } // duo:disable:this icon-only-bar-item
                    Button { camera.toggleFlash() } label: { Image(systemName: "bolt") } // expect: DUO303 `Image(systemName: "bolt")`
                }
            }
    }
}
