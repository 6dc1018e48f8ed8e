import SwiftUI

/// A count in a capsule.
public struct Badge: View {
    let title: String
    let count: Int

    public init(title: String, count: Int) {
        self.title = title
        self.count = count
    }

    public var body: some View {
        HStack {
            Text(title)
            Text("\(count)").bold().padding(.horizontal, 8).background(Capsule().fill(Color.accentColor.opacity(0.25)))
        }
        .padding()
    }
}

#Preview("Badge") {
    Badge(title: "Inbox", count: 3)
}

// Internal, as Xcode writes it: the runner reaches it with `@testable import`.
struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(title: "Drafts", count: 12).previewLayout(.sizeThatFits).previewDisplayName("Drafts")
    }
}
