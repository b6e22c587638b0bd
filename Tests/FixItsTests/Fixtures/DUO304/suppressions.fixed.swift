import SwiftUI

struct QuizView: View {
    let quiz: Quiz

    var body: some View {
        QuestionCard(question: quiz.current)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    // "Skip" and "Hint" are the game's vocabulary.
                    // duo:disable:next DUO304
                    Button("Skip") { quiz.skip() }
                    Button("Hint") { quiz.hint() } // duo:disable:this text-only-bar-item
                    Button("Next", systemImage: "chevron.forward") { quiz.next() } // expect: DUO304 `Button("Next")`
                }
            }
    }
}
