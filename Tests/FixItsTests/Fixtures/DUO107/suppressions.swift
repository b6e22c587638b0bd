import SwiftUI

struct WallpaperPreview: View {
    let name: String

    var body: some View {
        ZStack {
            // duo:disable:next DUO107
            Image(name).resizable().scaledToFill()
            Image(name).resizable().aspectRatio(contentMode: .fill) // duo:disable:this DUO107
            Image(name).resizable().scaledToFill() // expect: DUO107:info `.scaledToFill()`
        }
    }
}
