import Foundation
import Plume

/// The catalogue's scrolling page: a paging photo carousel with dots, a row of cards that rests
/// with a card at its leading edge, a list that reports the row at its top, and a sidebar list with
/// collapsible sections; a segmented control at the top picks one.
struct CatalogueScrollingPage: View {
    enum Demo: String, CaseIterable, Hashable {
        case carousel = "Carousel"
        case position = "Position"
        case sections = "Sections"
    }
    @State private var demo = Demo.carousel

    var body: some View {
        VStack(spacing: 0) {
            Picker("Demo", selection: $demo) {
                ForEach(Demo.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
            .padding(.vertical, 8)
            switch demo {
            case .carousel: CatalogueCarousels()
            case .position: CatalogueScrollPositionList()
            case .sections: CatalogueCollapsibleSections()
            }
        }
    }
}

/// A paging carousel whose dots follow the page (and turn it when tapped), and a row of cards two
/// fifths of the width wide that rests with a card at its leading edge.
struct CatalogueCarousels: View {
    struct Photo: Identifiable {
        let id: Int
        let title: String
        let symbol: String
        let color: Color
    }
    static let photos = [
        Photo(id: 0, title: "Harbour at dawn", symbol: "sun.max", color: .orange),
        Photo(id: 1, title: "Forest path", symbol: "leaf", color: .green),
        Photo(id: 2, title: "Night sky", symbol: "moon", color: .indigo),
        Photo(id: 3, title: "Snowy ridge", symbol: "cloud", color: .teal),
        Photo(id: 4, title: "Desert bloom", symbol: "star", color: .pink),
    ]
    static let cards = ["Maps", "Music", "Notes", "Photos", "Weather", "Clock", "Books", "Files"]
    static let cardSymbols = ["map", "music.note", "note.text", "photo", "cloud", "clock", "book", "folder"]

    @State private var page: Int? = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Paging").font(.headline).padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    ForEach(Self.photos) { photo in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(photo.color)
                            .overlay {
                                VStack(spacing: 8) {
                                    Image(systemName: photo.symbol).font(.largeTitle)
                                    Text(photo.title).font(.headline)
                                }
                                .foregroundStyle(.white)
                            }
                            .padding(.horizontal, 16)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $page)
            .frame(height: 170)
            HStack(spacing: 10) {
                ForEach(Self.photos) { photo in
                    Button {
                        withAnimation(.easeInOut(duration: 0.4)) { page = photo.id }
                    } label: {
                        Circle()
                            .fill(photo.id == (page ?? 0) ? Color.accentColor : Color.gray.opacity(0.4))
                            .frame(width: 8, height: 8)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Page \(photo.id + 1)")
                }
            }
            .frame(maxWidth: .infinity)
            Text("Photo \((page ?? 0) + 1) of \(Self.photos.count)")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity)
            Text("View aligned").font(.headline).padding(.horizontal).padding(.top, 12)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(Self.cards.indices, id: \.self) { i in
                        VStack(alignment: .leading, spacing: 6) {
                            Image(systemName: Self.cardSymbols[i]).foregroundStyle(Color.accentColor)
                            Text(Self.cards[i]).font(.headline)
                            Text("Card \(i + 1)").font(.caption).foregroundStyle(.secondary)
                        }
                        .padding(12)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)))
                        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 12)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .frame(height: 110)
            Spacer(minLength: 0)
        }
        .padding(.top, 8)
    }
}

/// Sixty rows whose top one a label names as the person scrolls; buttons scroll to a row.
struct CatalogueScrollPositionList: View {
    @State private var topRow: Int?

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Top row: \(topRow.map(String.init) ?? "none")").monospacedDigit()
                Spacer()
                Button("Row 30") { withAnimation(.easeInOut(duration: 0.6)) { topRow = 30 } }
                Button("First") { withAnimation(.easeInOut(duration: 0.6)) { topRow = 1 } }
            }
            .padding(.horizontal)
            .padding(.bottom, 8)
            Divider()
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(1...60, id: \.self) { i in
                        VStack(spacing: 0) {
                            HStack {
                                Text("Row \(i)")
                                Spacer()
                                Text("\(i * 7 % 60) min").foregroundStyle(.secondary)
                            }
                            .padding(.horizontal)
                            .frame(height: 44)
                            Divider().padding(.leading)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $topRow)
        }
    }
}

/// A sidebar list whose sections open and close from the chevron in their headers.
struct CatalogueCollapsibleSections: View {
    @State private var favouritesOpen = true
    @State private var libraryOpen = true
    @State private var archiveOpen = false

    var body: some View {
        List {
            Section("Favourites", isExpanded: $favouritesOpen) {
                Label("Inbox", systemImage: "tray")
                Label("Today", systemImage: "star")
            }
            Section("Library", isExpanded: $libraryOpen) {
                Label("Photos", systemImage: "photo")
                Label("Music", systemImage: "music.note")
                Label("Books", systemImage: "book")
            }
            Section("Archive", isExpanded: $archiveOpen) {
                Label("2024", systemImage: "folder")
                Label("2025", systemImage: "folder")
            }
        }
        .listStyle(.sidebar)
    }
}
