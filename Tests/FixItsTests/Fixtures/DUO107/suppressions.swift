import SwiftUI

struct WallpaperPreview: View {
    let name: String

    var body: some View {
        ZStack {
            // duo:disable:next DUO107
            Image(name).resizable().scaledToFill().ignoresSafeArea()
            Image(name).resizable().aspectRatio(contentMode: .fill).frame(maxWidth: .infinity) // duo:disable:this DUO107
            Image(name).resizable().scaledToFill().frame(maxWidth: .infinity) // expect: DUO107:info `.scaledToFill()`
        }
    }
}
