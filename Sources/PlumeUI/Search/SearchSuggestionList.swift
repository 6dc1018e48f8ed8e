import Foundation
import PlumeGraphics

/// The suggestions of a `searchable` view, one row each with a separator, on an opaque background
/// over the content; rows with a `searchCompletion` call `complete` when tapped.
struct SearchSuggestionList: View {
    let rows: [PickerOption]
    /// Whether the list fills the space under the field and scrolls (on a navigation page).
    let scrolls: Bool
    let complete: (String) -> Void

    var body: some View {
        let list = VStack(alignment: .leading, spacing: 0) {
            ForEach(rows, id: \.key) { row in
                AnyView(erasing: row.view)
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    .padding(.horizontal, 16)
                Divider().padding(.leading, 16)
            }
        }
        .environment(\.searchCompletionHandler, complete)
        return Group {
            if scrolls {
                ScrollView { list }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            } else {
                list
            }
        }
        .background(Color.background)
    }
}
