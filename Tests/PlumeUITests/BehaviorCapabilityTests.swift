import Foundation
import PlumeAnimation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

private struct Marker: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Spinner: Shape {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// One view with every kind of behaviour that states a capability.
private struct Everything: View {
    @State var text = ""
    @State var count = 0
    @FocusState var focused: Bool
    var body: some View {
        ScrollView {
            VStack {
                Button("Tap") { count += 1 }.keyboardShortcut("t")
                TextField("Name", text: $text).focused($focused)
                Text("Hover").onHover { _ in }.onContinuousHover { _ in }.pointerStyle(.pointingHand)
                Text("Gesture").onTapGesture {}.onAppear {}.onChange(of: count) { _, _ in }
                Color.red.frame(width: 10, height: 10).preference(key: Marker.self, value: 1)
                    .onPreferenceChange(Marker.self) { _ in }
                    .overlayPreferenceValue(Marker.self) { _ in EmptyView() }
                Spinner(angle: 0).fill(Color.blue).frame(width: 10, height: 10).opacity(0.5)
                    .coordinateSpace(name: "space").accessibilityLabel("label").accessibilityIdentifier("id")
                if count > 0 { Text("Shown").transition(.opacity) }
                LazyVStack { ForEach(0..<3, id: \.self) { Text("Row \($0)").id($0) } }
            }
            .onOpenURL { _ in }
            .dropDestination(for: String.self) { _, _ in true }
        }
    }
}

@MainActor
@Suite("Behaviour capabilities")
struct BehaviorCapabilityTests {
    /// Every behaviour that conforms to a capability protocol states it, and none states one it
    /// does not have (so the graph's accessors find exactly what casts used to find).
    @Test func everyBehaviourStatesExactlyTheCapabilitiesItHas() throws {
        let graph = makeGraph(Everything(), width: 400, height: 800)
        var nodes: [ViewNode] = []
        func walk(_ node: ViewNode) {
            nodes.append(node)
            node.children.forEach(walk)
        }
        walk(graph.root)
        #expect(nodes.count > 40)
        var stated = Set<String>()
        for node in nodes {
            let b = node.behavior
            let name = "\(type(of: b))"
            func check(_ label: String, _ found: AnyObject?, _ stated: AnyObject?) {
                #expect(found === stated, "\(name): \(label)")
            }
            check("lifecycle", b as? LifecycleBehavior, b.lifecycleHandler)
            check("pointer", b as? PointerHandler, b.pointerHandler)
            check("hover", b as? HoverHandler, b.hoverHandler)
            check("pointer style", b as? PointerStyleProvider, b.pointerStyleProvider)
            check("focus", b as? FocusableBehavior, b.focusTarget)
            check("text field", b as? TextFieldBehavior, b.textField)
            check("animation", b as? AnimationTicking, b.animationTarget)
            check("preference writer", b as? PreferenceWriter, b.preferenceWriter)
            check("preference observer", b as? PreferenceObserver, b.preferenceObserver)
            check("scroll", b as? Scrollable, b.scrollTarget)
            check("scroll correction", b as? ScrollOffsetCorrecting, b.scrollOffsetCorrector)
            check("button", b as? ButtonBehaviorMarker, b.buttonTarget)
            check("transition", b as? TransitionBehavior, b.transitionBehavior)
            check("lazy stack", b as? LazyStackBehavior, b.lazyStack)
            check("open URL", b as? OpenURLHandling, b.openURLHandler)
            check("drop", b as? DropReceiving, b.dropDestination)
            for (label, value) in [
                ("lifecycle", b.lifecycleHandler as AnyObject?), ("pointer", b.pointerHandler),
                ("hover", b.hoverHandler), ("style", b.pointerStyleProvider), ("focus", b.focusTarget),
                ("animation", b.animationTarget), ("writer", b.preferenceWriter),
                ("observer", b.preferenceObserver), ("scroll", b.scrollTarget), ("button", b.buttonTarget),
                ("lazy", b.lazyStack), ("open URL", b.openURLHandler),
                ("drop", b.dropDestination),
            ] where value != nil {
                stated.insert(label)
            }
        }
        // The view above exercises every capability.
        #expect(
            stated == [
                "lifecycle", "pointer", "hover", "style", "focus", "animation", "writer", "observer", "scroll",
                "button", "lazy", "open URL", "drop",
            ])
        #expect(nodes.contains { $0.behavior.coordinateSpaceName == AnyHashable("space") })
        #expect(nodes.contains { $0.behavior.accessibilityLabel == "label" })
        #expect(nodes.contains { $0.behavior.accessibilityIdentifier == "id" })
        #expect(nodes.contains { $0.behavior.childKeysAreExplicitIDs })
    }

    @Test func typedBehavioursKeepTheViewTheirNodeHolds() throws {
        let graph = makeGraph(
            VStack {
                Text("One")
                Spacer(minLength: 3)
                Image(systemName: "star")
            })
        var texts: [String] = []
        func walk(_ node: ViewNode) {
            if let behavior = node.behavior as? TextBehavior { texts.append(behavior.view.plainText) }
            if let spacer = node.behavior as? SpacerBehavior { #expect(spacer.view.minLength == 3) }
            node.children.forEach(walk)
        }
        walk(graph.root)
        #expect(texts == ["One"])
        #expect(graph.diagnostics.allSatisfy { !$0.hasPrefix("internal:") })
    }
}
