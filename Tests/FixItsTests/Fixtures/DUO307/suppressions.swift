import SwiftUI

struct LiveScoreView: View {
    let match: Match

    var body: some View {
        Scoreboard(match: match)
            .toolbar {
                // The live score sits in the bar on every device.
                // duo:disable:next DUO307
                ToolbarItem(placement: .topBarLeading) { ScoreBadge(match: match) }
                ToolbarItem(placement: .topBarTrailing) { ClockView(match: match) } // duo:disable:this custom-view-bar-item
                ToolbarItem(placement: .bottomBar) { PossessionBar(match: match) } // expect: DUO307 `PossessionBar(match: match)`
            }
    }
}
