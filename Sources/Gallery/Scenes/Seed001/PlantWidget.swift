import Foundation
import Plume

/// A plant and its watering schedule (the `plant-widget` tutorial's model).
final class Plant: ManagedObject {
    @Attribute var name: String = ""
    @Attribute var lastWateringDate: Date = Date(timeIntervalSince1970: 0)
    @Attribute var nextWateringDate: Date = Date(timeIntervalSince1970: 0)
}

/// Linux has no WidgetKit: this stands in for `WidgetCenter`, counting timeline reloads (published on
/// the main queue so widget views refresh).
final class WidgetCenter: ObservableObject {
    @Published private(set) var reloadCount = 0
    func reloadAllTimelines() {
        DispatchQueue.main.async { self.reloadCount += 1 }
    }
}

/// Keeps the shared file the widget reads up to date: on every save of the view context it fetches,
/// on a background context, the 3 plants due first as dictionaries, turns dates into seconds since
/// 1970, and rewrites the file atomically only when its content changed, then asks widgets to reload.
final class WidgetPlantProvider {
    private var cancellables = [AnyCancellable]()
    private let plantContainer: PersistentContainer
    let sharedDataFileURL: URL
    let widgetCenter: WidgetCenter
    private let running = DispatchGroup()
    /// Every provider's refreshes, for `waitUntilEveryProviderIsIdle`.
    private static let anyRunning = DispatchGroup()
    private(set) var fileWrites = 0
    private let lock = NSLock()

    init(
        plantContainer: PersistentContainer, sharedDataFileURL: URL, widgetCenter: WidgetCenter,
        notificationCenter: NotificationCenter = .default
    ) {
        self.plantContainer = plantContainer
        self.sharedDataFileURL = sharedDataFileURL
        self.widgetCenter = widgetCenter
        let notificationCancellable = notificationCenter.publisher(
            for: .NSManagedObjectContextDidSave, object: plantContainer.viewContext
        ).sink { [weak self] _ in
            self?.reloadData()
        }
        cancellables.append(notificationCancellable)
    }

    /// Refreshes the shared file in the background.
    func reloadData() {
        running.enter()
        Self.anyRunning.enter()
        plantContainer.performBackgroundTask { context in
            defer {
                self.running.leave()
                Self.anyRunning.leave()
            }
            var request = FetchRequest<Plant>(sortDescriptors: [SortDescriptor(\.nextWateringDate)], fetchLimit: 3)
            request.propertiesToFetch = ["name", "lastWateringDate", "nextWateringDate"]
            guard let dictionaries = try? context.fetchDictionaries(request) else { return }
            let converted = dictionaries.map { plant in
                plant.mapValues { value -> Any in
                    guard let date = value as? Date else { return value }
                    return date.timeIntervalSince1970
                }
            }
            do {
                // Compare contents, not bytes (dictionaries serialize their keys in no fixed order).
                if let stored = try? Data(contentsOf: self.sharedDataFileURL),
                    let storedPlants = try? PropertyListSerialization.propertyList(from: stored, format: nil) as? [Any],
                    NSArray(array: storedPlants).isEqual(to: converted)
                {
                    return
                }
                let data = try PropertyListSerialization.data(fromPropertyList: converted, format: .binary, options: 0)
                try data.write(to: self.sharedDataFileURL, options: .atomic)
                self.lock.lock()
                self.fileWrites += 1
                self.lock.unlock()
                self.widgetCenter.reloadAllTimelines()
            } catch {
                FileHandle.standardError.write(Data("plant widget: failed updating plants: \(error)\n".utf8))
            }
        }
    }

    /// Waits until every refresh started so far has finished (tests and pictures).
    func waitUntilIdle() { running.wait() }

    /// Waits until the refreshes every provider started so far have finished (the gallery's renderer,
    /// which does not see the scene's provider).
    static func waitUntilEveryProviderIsIdle() { anyRunning.wait() }
}

/// A plant as the widget sees it, decoded from the shared file.
struct WidgetPlant: Equatable {
    let name: String
    let lastWateringDate: Date
    let nextWateringDate: Date

    /// The plants in the shared file, or none when it is missing or unreadable.
    static func load(from url: URL) -> [WidgetPlant] {
        guard let data = try? Data(contentsOf: url),
            let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]]
        else { return [] }
        return list.compactMap { d in
            guard let name = d["name"] as? String, let last = d["lastWateringDate"] as? Double,
                let next = d["nextWateringDate"] as? Double
            else { return nil }
            return WidgetPlant(
                name: name, lastWateringDate: Date(timeIntervalSince1970: last),
                nextWateringDate: Date(timeIntervalSince1970: next))
        }
    }
}

/// The widget: the next plant to water, read from the shared file whenever timelines reload.
struct PlantWidgetView: View {
    @ObservedObject var widgetCenter: WidgetCenter
    let fileURL: URL

    var body: some View {
        let plants = WidgetPlant.load(from: fileURL)
        return VStack(alignment: .leading, spacing: 4) {
            Text("Water next").font(.caption).foregroundColor(.secondary)
            Text(plants.first?.name ?? "Nothing to water").font(.headline)
            if let next = plants.first?.nextWateringDate {
                Text(Self.formatter.string(from: next)).font(.caption)
            }
            Text("Reloads: \(widgetCenter.reloadCount)").font(.caption2).foregroundColor(.secondary)
        }
        .padding()
        .frame(width: 170, height: 120, alignment: .topLeading)
        .background(Color.green.opacity(0.15))
        .cornerRadius(20)
        .accessibilityLabel("Widget")
    }

    static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "MMM d"
        f.timeZone = TimeZone(identifier: "UTC")
        f.locale = Locale(identifier: "en_US_POSIX")
        return f
    }()
}

/// The app side: plants with a Water button that moves their next watering date.
struct PlantListView: View {
    let context: ManagedObjectContext
    @FetchRequest(sortDescriptors: [SortDescriptor(\Plant.nextWateringDate)]) var plants: FetchedResults<Plant>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(plants, id: \.objectID) { plant in
                HStack {
                    Text(plant.name)
                    Spacer()
                    Button("Water \(plant.name)") {
                        plant.lastWateringDate = plant.nextWateringDate
                        plant.nextWateringDate = plant.nextWateringDate.addingTimeInterval(7 * 86_400)
                        try? context.save()
                    }
                    .font(.caption)
                }
            }
        }
    }
}

/// The `plant-widget` scene: the app's plant list and the widget that shows the next plant to water.
struct PlantWidgetScene: View {
    let setup: PlantWidgetSetup

    var body: some View {
        VStack(spacing: 24) {
            Text("Plants").font(.title).bold()
            PlantListView(context: setup.container.viewContext)
                .environment(\.managedObjectContext, setup.container.viewContext)
            PlantWidgetView(widgetCenter: setup.widgetCenter, fileURL: setup.provider.sharedDataFileURL)
        }
        .padding()
    }
}

/// The container, provider and widget center of one run of the scene.
final class PlantWidgetSetup {
    let container: PersistentContainer
    let widgetCenter = WidgetCenter()
    let provider: WidgetPlantProvider
    /// The folder this setup made for the shared file (none when the caller named one); it is
    /// removed with the setup, so each run of the scene leaves nothing behind.
    private let madeDirectory: URL?

    /// An in-memory store with four plants, sharing a file in `directory` (by default a new folder
    /// in the temporary directory, removed when the setup goes).
    init(directory: URL? = nil) {
        let folder =
            directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("plume-plant-widget-\(UUID())")
        madeDirectory = directory == nil ? folder : nil
        container = PersistentContainer(name: "Plants", entities: [Plant.self], inMemory: true)
        try? container.loadPersistentStores()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        provider = WidgetPlantProvider(
            plantContainer: container, sharedDataFileURL: folder.appendingPathComponent("Plants.plist"),
            widgetCenter: widgetCenter)
        let base = Date(timeIntervalSince1970: 1_795_000_000)  // a fixed day, so pictures repeat
        for (i, name) in ["Fern", "Cactus", "Basil", "Orchid"].enumerated() {
            let plant = Plant(context: container.viewContext)
            plant.name = name
            plant.lastWateringDate = base
            plant.nextWateringDate = base.addingTimeInterval(Double([3, 10, 1, 5][i]) * 86_400)
        }
        try? container.viewContext.save()
        provider.waitUntilIdle()
    }

    deinit {
        guard let madeDirectory else { return }
        provider.waitUntilIdle()
        try? FileManager.default.removeItem(at: madeDirectory)
    }
}

enum PlantWidgetSceneEntry {
    static let scene = GalleryScene(
        id: "plant-widget", title: "Sharing Core Data with a widget", seed: "001",
        waitForBackgroundWork: { WidgetPlantProvider.waitUntilEveryProviderIsIdle() },
        demo: { host in host.settle() },
        make: { PlantWidgetScene(setup: PlantWidgetSetup()) })
}
