import Foundation
import Plume

/// An observable model that is also Codable, by writing the Codable parts by hand (the
/// `codable-observable` tutorial: `@Published` properties block the synthesized conformance).
final class LandmarkModel: Codable, ObservableObject {
    @Published var site: String = "Unknown site"
    @Published var visited: Bool = false

    init() {}

    // MARK: - Codable
    enum CodingKeys: String, CodingKey {
        case site
        case visited
    }

    required init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        site = try values.decode(String.self, forKey: .site)
        visited = try values.decode(Bool.self, forKey: .visited)
    }

    // MARK: - Encodable
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(site, forKey: .site)
        try container.encode(visited, forKey: .visited)
    }

    /// This instance as JSON (keys sorted, for a stable display).
    var asJsonString: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(self) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A model decoded from JSON, or nil for invalid JSON.
    static func fromJsonData(_ json: Data) -> LandmarkModel? {
        try? JSONDecoder().decode(LandmarkModel.self, from: json)
    }
}

/// The `codable-observable` scene: editing the model shows its JSON live.
struct RealTimeJSON: View {
    @ObservedObject var landmark: LandmarkModel

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Landmark").font(.title).bold()
            TextField("Site", text: $landmark.site).textFieldStyle(.roundedBorder)
            Toggle("Visited", isOn: $landmark.visited)
            Text("JSON").font(.headline)
            Text(landmark.asJsonString)
                .font(.system(.body, design: .monospaced))
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.gray.opacity(0.12))
                .cornerRadius(8)
                .accessibilityIdentifier("json")
        }
        .padding()
    }
}

enum CodableObservableScene {
    static let scene = GalleryScene(
        id: "codable-observable", title: "Codable observable objects", seed: "002",
        demo: { host in
            host.tap("Visited")
        },
        make: { RealTimeJSON(landmark: LandmarkModel()) })
}
