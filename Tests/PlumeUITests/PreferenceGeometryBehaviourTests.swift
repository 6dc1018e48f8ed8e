import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Collects names in tree order.
private struct NamesKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The widest width reported.
private struct MaxWidthKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The bounds of the view marked as the target.
private struct TargetBoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A view whose preference depends on state the test changes by tapping.
private struct ChangingPreference: View {
    let calls: Recorder<[String]>
    @State private var name = "first"
    @State private var unrelated = 0
    var body: some View {
        VStack {
            Text("x").preference(key: NamesKey.self, value: [name])
            Text("unrelated \(unrelated)")
            Button("Rename") { name = "second" }
            Button("Same name") { name = name + "" }
            Button("Unrelated") { unrelated += 1 }
        }
        .onPreferenceChange(NamesKey.self) { calls.record($0) }
    }
}

/// Draws a highlight over the target with an anchor preference resolved by a geometry proxy.
private struct Highlighter: View {
    var body: some View {
        VStack {
            Text("Other")
            Text("Target").anchorPreference(key: TargetBoundsKey.self, value: .bounds) { $0 }
        }
        .padding(10)
        .overlayPreferenceValue(TargetBoundsKey.self) { anchor in
            GeometryReader { proxy in
                let rect = anchor.map { proxy[$0] } ?? .zero
                Color.red.opacity(0.3)
                    .frame(width: rect.width, height: rect.height)
                    .offset(x: rect.minX, y: rect.minY)
            }
        }
    }
}

/// Reports a geometry reader's frame in three coordinate spaces.
private struct FrameProbe: View {
    let frames: Recorder<[CGRect]>
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 50)
            HStack(spacing: 0) {
                Color.clear.frame(width: 30, height: 10)
                GeometryReader { proxy in
                    Color.blue.preference(
                        key: FramesKey.self,
                        value: [proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("stack"))])
                }
                .frame(width: 100, height: 40)
            }
        }
        .coordinateSpace(name: "stack")
        .onPreferenceChange(FramesKey.self) { frames.record($0) }
    }
}

/// Frames a geometry reader reports.
private struct FramesKey: PreferenceKey {
    static var defaultValue: [CGRect] { [] }
    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) { value += nextValue() }
}

/// PreferenceKey, onPreferenceChange, anchorPreference + GeometryProxy and coordinate spaces.
@MainActor
@Suite("Preferences and geometry behave as SwiftUI's")
struct PreferenceGeometryBehaviourTests {

    @Test func siblingsValuesReduceInTreeOrder() {
        let seen = Recorder<[String]>([])
        _ = makeHost(
            VStack {
                Text("A").preference(key: NamesKey.self, value: ["a"])
                HStack {
                    Text("B").preference(key: NamesKey.self, value: ["b"])
                    Text("C").preference(key: NamesKey.self, value: ["c"])
                }
                Text("D").preference(key: NamesKey.self, value: ["d"])
            }
            .onPreferenceChange(NamesKey.self) { seen.record($0) })
        #expect(seen.value == ["a", "b", "c", "d"])
    }

    @Test func reduceCombinesWithTheKeysRule() {
        let widest = Recorder<CGFloat>(0)
        _ = makeHost(
            VStack {
                Text("A").preference(key: MaxWidthKey.self, value: 12)
                Text("B").preference(key: MaxWidthKey.self, value: 40)
                Text("C").preference(key: MaxWidthKey.self, value: 7)
            }
            .onPreferenceChange(MaxWidthKey.self) { widest.record($0) })
        #expect(widest.value == 40)
    }

    @Test func anOuterPreferenceReplacesItsSubtreesValues() {
        let seen = Recorder<[String]>([])
        _ = makeHost(
            VStack {
                VStack {
                    Text("A").preference(key: NamesKey.self, value: ["a"])
                    Text("B").preference(key: NamesKey.self, value: ["b"])
                }
                .preference(key: NamesKey.self, value: ["outer"])
                Text("C").preference(key: NamesKey.self, value: ["c"])
            }
            .onPreferenceChange(NamesKey.self) { seen.record($0) })
        #expect(seen.value == ["outer", "c"])
    }

    @Test func viewsWithoutThePreferenceContributeNothing() {
        let seen = Recorder<[String]>(["unset"])
        _ = makeHost(
            VStack {
                Text("A")
                Text("B").preference(key: NamesKey.self, value: ["b"])
            }
            .onPreferenceChange(NamesKey.self) { seen.record($0) })
        #expect(seen.value == ["b"])
    }

    @Test func onPreferenceChangeFiresOncePerChange() {
        let calls = Recorder<[String]>([])
        let host = makeHost(ChangingPreference(calls: calls))
        #expect(calls.history == [["first"]], "called once with the first value")
        #expect(host.tap("Rename"))
        host.advance(by: 0.1)
        #expect(calls.history == [["first"], ["second"]])
        #expect(host.tap("Same name"))
        #expect(host.tap("Unrelated"))
        host.advance(by: 0.1)
        #expect(calls.history == [["first"], ["second"]], "no call without a change")
    }

    @Test func anchorPreferenceIsResolvedInTheProxysCoordinates() {
        let host = makeHost(Highlighter())
        host.advance(by: 0.1)
        // The padded VStack (and so the overlay's geometry reader) is at (166, 120); "Target" at (176, 154).
        #expect(host.frame(ofText: "Target") == CGRect(x: 176, y: 154, width: 48, height: 16))
        let dump = host.dump()
        // proxy[anchor] is (10, 34, 48, 16): the highlight is sized by it and offset by its origin from
        // the reader's top-leading corner, which lands it exactly on the target.
        #expect(lines(of: dump, containing: "offset") == ["    offset (166, 120, 48, 16)"], "\(dump)")
        #expect(lines(of: dump, containing: "Color").first?.contains("(176, 154, 48, 16)") == true, "\(dump)")
    }

    @Test func anchorContentBehindIfLetAppears() {
        let host = makeHost(
            VStack {
                Text("Target").anchorPreference(key: TargetBoundsKey.self, value: .bounds) { $0 }
            }
            .overlayPreferenceValue(TargetBoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor { Color.red.frame(width: proxy[anchor].width, height: 2) }
                }
            })
        host.advance(by: 0.1)
        #expect(host.dump().contains("Color"), "\(host.dump())")
    }

    @Test func anchorPointsAreResolvedToo() {
        struct PointKey: PreferenceKey {
            static var defaultValue: Anchor<CGPoint>? { nil }
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
                value = value ?? nextValue()
            }
        }
        let host = makeHost(
            Color.clear.frame(width: 100, height: 60)
                .anchorPreference(key: PointKey.self, value: .bottomTrailing) { $0 }
                .overlayPreferenceValue(PointKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor { Text("\(Int(proxy[anchor].x)),\(Int(proxy[anchor].y))") }
                    }
                })
        host.advance(by: 0.1)
        #expect(host.find(text: "100,60") != nil, "\(host.texts)")
    }

    @Test func geometryProxyFrameInLocalGlobalAndNamedSpaces() {
        let frames = Recorder<[CGRect]>([])
        let host = makeHost(FrameProbe(frames: frames))
        host.advance(by: 0.1)
        // The VStack is 130 × 90, centered in 400 × 300: origin (135, 105).
        #expect(
            frames.value == [
                CGRect(x: 0, y: 0, width: 100, height: 40),
                CGRect(x: 165, y: 155, width: 100, height: 40),
                CGRect(x: 30, y: 50, width: 100, height: 40),
            ])
    }

    @Test func geometryReaderContentsOnAppearSeesTheLaidOutProxy() {
        let seen = Recorder(CGRect.null)
        let host = makeHost(
            VStack {
                GeometryReader { proxy in
                    Color.blue.onAppear { seen.record(proxy.frame(in: .global)) }
                }
                .frame(width: 100, height: 40)
            })
        host.advance(by: 0.1)
        #expect(seen.value == CGRect(x: 150, y: 130, width: 100, height: 40), "\(seen.history)")
    }

    @Test func unknownCoordinateSpaceIsReportedAndFallsBackToTheWindow() {
        let frames = Recorder<[CGRect]>([])
        let graph = makeGraph(
            GeometryReader { proxy in
                Color.clear.preference(key: FramesKey.self, value: [proxy.frame(in: .named("nowhere"))])
            }
            .frame(width: 100, height: 100)
            .onPreferenceChange(FramesKey.self) { frames.record($0) })
        graph.runFrame()
        #expect(frames.value == [CGRect(x: 150, y: 100, width: 100, height: 100)])
        #expect(graph.diagnostics.contains { $0.contains("nowhere") }, "\(graph.diagnostics)")
    }

    @Test func geometryReaderContentFollowsAResize() {
        let host = makeHost(GeometryReader { proxy in Text("w\(Int(proxy.size.width))") })
        #expect(host.find(text: "w400") != nil)
        host.resize(to: CGSize(width: 320, height: 200))
        #expect(host.find(text: "w320") != nil, "\(host.texts)")
    }
}
