import SwiftUI

struct WeekPlannerView: View {
    let entries: [PlannerEntry]
    // duo:disable:next DUO201
    private let weekdayColumns = Array(repeating: GridItem(.flexible()), count: 7)
    private let agendaColumns = Array(repeating: GridItem(.flexible()), count: 3) // duo:disable:this DUO201
    private let noteColumns = Array(repeating: GridItem(.flexible()), count: 4) // expect: DUO201 `3`

    var body: some View {
        ScrollView {
            LazyVGrid(columns: weekdayColumns) {
                ForEach(entries) { PlannerCell(entry: $0) }
            }
            LazyVGrid(columns: agendaColumns) {
                ForEach(entries) { AgendaRow(entry: $0) }
            }
            // duo:disable:next DUO201
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                ForEach(entries) { NoteCard(entry: $0) }
            }
            LazyVGrid(columns: noteColumns) {
                ForEach(entries) { NoteCard(entry: $0) }
            }
        }
    }
}
