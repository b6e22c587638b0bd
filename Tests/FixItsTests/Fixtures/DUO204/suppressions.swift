import SwiftUI

struct ComparisonScreen: View {
    let before: Photo
    let after: Photo

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                // A fixed-size comparison card that never scrolls out of reach.
                // duo:disable:next DUO204
                ArrangementView { PhotoView(photo: before) } secondary: { PhotoView(photo: after) }
                    .frame(width: 600, height: 400)
                ArrangementView { PhotoView(photo: after) } secondary: { PhotoInfo(photo: after) } // duo:disable:this arrangement-in-scroller
                ArrangementView { PhotoView(photo: before) } secondary: { PhotoInfo(photo: before) } // expect: DUO204 `ArrangementView`
            }
        }
    }
}
