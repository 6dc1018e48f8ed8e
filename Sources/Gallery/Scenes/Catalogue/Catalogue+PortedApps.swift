import Foundation
import Plume

/// The catalogue's "From ported apps" page: the idioms the sample apps of issue #13 needed, used
/// together — a chores list whose check buttons are `.borderless` (only the button takes its tap;
/// the row opens the chore), counts in numbered symbols (`"5.circle"`), a toolbar label that
/// shows its icon alone, a field written with the older `.autocapitalization(.words)`, separators
/// that start under each chore's title (`listRowSeparatorLeading`), and status shown with shapes
/// when `accessibilityDifferentiateWithoutColor` is on.
struct CataloguePortedAppsPage: View {
    @State private var chores = CatalogueChore.samples
    @State private var opened: String?
    @State private var newChore = ""
    @State private var shapesInsteadOfColour = false

    var body: some View {
        List {
            Section("Chores") {
                ForEach($chores) { $chore in
                    HStack {
                        Button {
                            chore.isDone.toggle()
                        } label: {
                            Image(systemName: chore.isDone ? "checkmark.circle.fill" : "circle")
                        }
                        .buttonStyle(.borderless)
                        .accessibility(label: Text("Done: \(chore.title)"))
                        Text(chore.title).strikethrough(chore.isDone)
                            // The separator below starts under the title, not under the button.
                            .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
                        Spacer()
                        Image(systemName: "\(chore.steps).circle")
                            .accessibility(label: Text("\(chore.steps) steps"))
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { opened = chore.title }
                }
                Text(opened.map { "Opened: \($0)" } ?? "Tap a chore to open it")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Section("New chore") {
                TextField("Chore", text: $newChore)
                    .autocapitalization(.words)
                    .disableAutocorrection(true)
                    .onSubmit(addChore)
            }
            Section("Status") {
                Toggle("Shapes instead of colour", isOn: $shapesInsteadOfColour)
                CatalogueChoreStatus(done: chores.filter(\.isDone).count, total: chores.count)
                    .environment(\.accessibilityDifferentiateWithoutColor, shapesInsteadOfColour)
            }
        }
        .toolbar {
            ToolbarItem {
                Button(role: .destructive) {
                    chores.removeAll(where: \.isDone)
                } label: {
                    Label("Clear Done", systemImage: "trash")
                }
            }
        }
    }

    private func addChore() {
        let title = newChore.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        chores.append(CatalogueChore(id: (chores.map(\.id).max() ?? 0) + 1, title: title, steps: title.count % 9 + 1))
        newChore = ""
    }
}

/// One chore of the page's list.
struct CatalogueChore: Identifiable, Hashable {
    let id: Int
    var title: String
    var steps: Int
    var isDone = false

    static let samples = [
        CatalogueChore(id: 1, title: "Water the plants", steps: 2, isDone: true),
        CatalogueChore(id: 2, title: "Take out the bins", steps: 3),
        CatalogueChore(id: 3, title: "Descale the kettle", steps: 5),
    ]
}

/// How many chores are done: a green or grey dot, or a check mark and a cross when the user asked
/// for shapes instead of colour.
struct CatalogueChoreStatus: View {
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    let done: Int
    let total: Int

    var body: some View {
        HStack {
            ForEach(0..<total, id: \.self) { index in
                if differentiateWithoutColor {
                    Image(systemName: index < done ? "checkmark.circle" : "xmark.circle")
                } else {
                    Circle().fill(index < done ? Color.green : Color.gray.opacity(0.4)).frame(width: 14, height: 14)
                }
            }
            Spacer()
            Text("\(done) of \(total) done")
        }
    }
}
