import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A route of the app, saved with the path (declared at the top level, as apps declare them).
struct TrailRoute: Codable, Hashable {
    var name: String
    var miles: Int
}

enum Parks {
    struct Visit: Codable, Hashable { var park: String }
}

/// Not saveable: a path holding one has no `codable`.
private struct Unsaved: Hashable { var id = 1 }
/// Saveable, but private: its name cannot be found again.
private struct Hidden: Codable, Hashable { var id = 1 }

@Suite("NavigationPath values") struct NavigationPathValueTests {
    @Test func countAppendRemoveLastAndEquality() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(1)
        path.append("two")
        path.append(TrailRoute(name: "Ridge", miles: 3))
        #expect(path.count == 3)
        path.removeLast()
        #expect(path.count == 2)
        #expect(path == NavigationPath([1]).appending("two"))
        #expect(path != NavigationPath([1, 2]))
        var other = NavigationPath()
        other.append(Int8(1))
        other.append("two")
        #expect(path != other, "equal numbers of different types are different elements")
    }

    @Test func removingMoreThanTheCountClampsAndIsReported() {
        var path = NavigationPath([1, 2])
        path.removeLast(5)
        #expect(path.isEmpty)
        #expect(path.problems.contains { $0.contains("removeLast(5)") })
        path.append(3)
        path.removeLast(-1)
        #expect(path.count == 1)
    }

    @Test func aMixedPathRoundTripsThroughJSONInSwiftUIsFormat() throws {
        var path = NavigationPath()
        path.append(1)
        path.append("two")
        path.append(TrailRoute(name: "Ridge", miles: 3))
        path.append(Parks.Visit(park: "Yosemite"))
        path.append([4, 5])
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let strings = try JSONDecoder().decode([String].self, from: data)
        // Top of the stack first, each type's qualified name then the value's JSON.
        #expect(strings[0] == "Swift.Array<Swift.Int>")
        #expect(strings[1] == "[4,5]")
        #expect(strings[2] == "PlumeUITests.Parks.Visit")
        #expect(strings[6] == "Swift.String")
        #expect(strings[7] == "\"two\"")
        #expect(strings[8] == "Swift.Int")
        #expect(strings[9] == "1")
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == codable)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.codable == codable)
    }

    @Test func aPathWithAValueThatIsNotCodableHasNoCodable() {
        var path = NavigationPath([1])
        path.append(Unsaved())
        #expect(path.codable == nil)
    }

    @Test func anUnknownTypeNameFailsWithAClearDecodingError() throws {
        let json = Data(#"["Nowhere.Missing", "1", "Swift.Int", "2"]"#.utf8)
        do {
            _ = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
            Issue.record("decoding an unknown type succeeded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("Nowhere.Missing"))
            #expect(context.debugDescription.contains("element 1"), "\(context.debugDescription)")
        }
    }

    @Test func badSavedPathsFailClearly() throws {
        let cases = [
            #"["Swift.Int"]"#,  // a name without its value
            #"["Swift.Int", "\"not a number\""]"#,  // a value the type rejects
            #"["Swift.Int<<", "1"]"#,  // not a type name
            #"["PlumeUI.NavigationSlideEffect", "{}"]"#,  // a type that is not Decodable
        ]
        for json in cases {
            #expect(throws: DecodingError.self, "\(json)") {
                try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(json.utf8))
            }
        }
        var hidden = NavigationPath()
        hidden.append(Hidden())
        let data = try JSONEncoder().encode(try #require(hidden.codable))
        #expect(throws: DecodingError.self, "a private type's name cannot be found again") {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        }
    }
}

extension NavigationPath {
    fileprivate func appending<V: Hashable>(_ value: V) -> NavigationPath {
        var copy = self
        copy.append(value)
        return copy
    }
}

/// A hiking app that restores its stack from a saved path.
private struct HikingApp: View {
    @State var path: NavigationPath
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Ridge", value: TrailRoute(name: "Ridge", miles: 3))
                NavigationLink("A number", value: 42)
                NavigationLink("A measure", value: 2.5)
                Text("Saved \(path.codable == nil ? "no" : "yes")")
            }
            .navigationTitle("Trails")
            .navigationDestination(for: TrailRoute.self) { trail in
                VStack {
                    Text("Trail \(trail.name), \(trail.miles) mi")
                    NavigationLink("Mile marker", value: trail.miles)
                }
            }
            .navigationDestination(for: Int.self) { n in Text("Marker \(n)") }
        }
    }
}

@Suite("NavigationPath in a stack") struct NavigationPathStackTests {
    @Test func aDecodedPathShowsItsPages() throws {
        let json = Data(#"["Swift.Int", "3", "PlumeUITests.TrailRoute", "{\"name\":\"Ridge\",\"miles\":3}"]"#.utf8)
        let saved = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
        let host = ViewHost(HikingApp(path: NavigationPath(saved)), size: CGSize(width: 320, height: 480))
        #expect(host.onTop("Marker 3"))
        #expect(host.find(text: "Trail Ridge, 3 mi") != nil)
        #expect(host.withGraph { $0.diagnostics }.isEmpty, "\(host.withGraph { $0.diagnostics })")
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.onTop("Trail Ridge, 3 mi"))
    }

    @Test func mixedValuesPushTheirOwnDestinations() {
        let host = ViewHost(HikingApp(path: NavigationPath()), size: CGSize(width: 320, height: 480))
        #expect(host.tap("Ridge"))
        host.advance(by: 0.5)
        #expect(host.onTop("Trail Ridge, 3 mi"))
        #expect(host.tap("Mile marker"))
        host.advance(by: 0.5)
        #expect(host.onTop("Marker 3"))
    }

    @Test func aValueWithNoDestinationShowsAPlaceholderAndIsReported() {
        let host = ViewHost(HikingApp(path: NavigationPath()), size: CGSize(width: 320, height: 480))
        #expect(host.tap("A measure"))
        host.advance(by: 0.5)
        #expect(host.onTop("No destination for Double"))
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("navigationDestination(for: Double.self)") })
        #expect(host.dump().contains("systemName \"exclamationmark.triangle\""), "the warning triangle is drawn")
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.onTop("A number"))
    }

    @Test func aClampedRemoveLastIsReportedByTheStack() {
        var path = NavigationPath([1, 2])
        path.removeLast(3)
        let host = ViewHost(HikingApp(path: path), size: CGSize(width: 320, height: 480))
        #expect(host.onTop("A number"))
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("removeLast(3) on a path of 2") })
    }
}
