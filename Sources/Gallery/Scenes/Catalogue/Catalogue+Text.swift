import Foundation
import Plume

/// The catalogue's text page: dynamic type sizes, a title shrinking to fit, symbol scales and a
/// placeholder while "loading".
struct CatalogueTextPage: View {
    @State private var loading = true
    @State private var narrow = true
    @ScaledMetric(relativeTo: .body) private var badgeSide: CGFloat = 28

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                ForEach([DynamicTypeSize.small, .large, .xxLarge, .accessibility1], id: \.self) { size in
                    Text("Body at \(String(describing: size))").dynamicTypeSize(size)
                }
                Toggle("Narrow frame", isOn: $narrow)
                Text("Shrinks to fit")
                    .font(.title)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .frame(width: narrow ? 130 : 358, alignment: .leading)
                HStack(spacing: 18) {
                    ForEach(Image.Scale.allCases, id: \.self) { scale in
                        Label("\(String(describing: scale))", systemImage: "star.fill").imageScale(scale)
                    }
                }
                Toggle("Loading", isOn: $loading)
                HStack(spacing: 12) {
                    Image(systemName: "person.circle").font(.largeTitle)
                    VStack(alignment: .leading) {
                        Text("Ada Lovelace").font(.headline)
                        Text("Analyst of the Engine, 1843")
                    }
                    Spacer()
                    Text("New").unredacted().padding(6).background(Color.orange, in: Capsule())
                }
                .redacted(reason: loading ? .placeholder : [])
                Color.accentColor.frame(width: badgeSide, height: badgeSide).clipShape(Circle())
            }
            .padding()
        }
    }
}
