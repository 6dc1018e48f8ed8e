import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A 40 × 40 red square whose look depends on a flag that tapping it toggles. The body is a bare
/// modifier chain: no stack sits between the state and the modifiers.
private struct Toggled<Modified: View>: View {
    let build: (Bool) -> Modified
    @State private var flag = false
    var body: some View {
        build(flag).onTapGesture { flag.toggle() }
    }
}

/// Taps the middle of the 400 × 300 window and returns the display lists before and after.
private func lists<V: View>(_ build: @escaping (Bool) -> V) -> (before: String, after: String) {
    let host = makeHost(Toggled(build: build))
    let before = host.dumpDisplayList()
    host.tap(at: CGPoint(x: 200, y: 150))
    return (before, host.dumpDisplayList())
}

/// A loading state with payloads (not Equatable), as apps pass to child views.
private enum LoadState {
    case loading(progress: Double)
    case failed(message: String)
}

private struct StatusView: View {
    let state: LoadState
    var body: some View {
        switch state {
        case .loading(let progress): Text("loading \(Int(progress * 100))%")
        case .failed(let message): Text("failed: \(message)")
        }
    }
}

/// Passes a changing enum to a child, with no stack in between.
private struct StatusOwner: View {
    @State private var state = LoadState.loading(progress: 0.1)
    var body: some View {
        StatusView(state: state).onTapGesture {
            state =
                switch state {
                case .loading(let p) where p < 0.5: .loading(progress: 0.6)
                case .loading: .failed(message: "offline")
                case .failed: .loading(progress: 0.1)
                }
        }
    }
}

/// A state change updates every kind of modifier of the view that owns the state, as in SwiftUI.
@Suite("Modifiers follow state changes")
struct ModifierUpdateBehaviourTests {

    @Test func offsetFollowsState() {
        let (before, after) = lists { flag in Color.red.frame(width: 40, height: 40).offset(x: flag ? 10 : 0) }
        #expect(before.hasPrefix("fill #FF3B30FF M 180 130"))
        #expect(after.hasPrefix("fill #FF3B30FF M 190 130"), "\(after)")
    }

    @Test func frameAndPaddingFollowState() {
        let (_, framed) = lists { flag in Color.red.frame(width: flag ? 60 : 40, height: 40) }
        #expect(framed.hasPrefix("fill #FF3B30FF M 170 130"), "\(framed)")
        let (_, padded) = lists { flag in
            Color.red.frame(width: 40, height: 40).padding(flag ? 10 : 0).background(Color.blue)
        }
        #expect(padded.hasPrefix("fill #007AFFFF M 170 120"), "\(padded)")
    }

    @Test func foregroundColorFollowsState() {
        let (_, after) = lists { flag in Rectangle().frame(width: 40, height: 40).foregroundColor(flag ? .green : .red)
        }
        #expect(after.hasPrefix("fill #34C759FF"), "\(after)")
    }

    @Test func opacityFollowsState() {
        let (before, after) = lists { flag in Color.red.frame(width: 40, height: 40).opacity(flag ? 0.5 : 1) }
        #expect(before.hasPrefix("fill"))
        #expect(after.hasPrefix("opacity 0.5"), "\(after)")
    }

    @Test func scaleAndRotationFollowState() {
        let (_, scaled) = lists { flag in Color.red.frame(width: 40, height: 40).scaleEffect(flag ? 2 : 1) }
        let (_, rotated) = lists { flag in
            Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(flag ? 90 : 0))
        }
        #expect(scaled.hasPrefix("transform [2 0 0 2"), "\(scaled)")
        #expect(rotated.hasPrefix("transform [0 1 -1 0"), "\(rotated)")
    }

    @Test func shadowAndBlurFollowState() {
        let (_, shadowed) = lists { flag in Color.red.frame(width: 40, height: 40).shadow(radius: flag ? 6 : 2) }
        let (_, blurred) = lists { flag in Color.red.frame(width: 40, height: 40).blur(radius: flag ? 4 : 1) }
        #expect(shadowed.contains(" r 6 "), "\(shadowed)")
        #expect(blurred.hasPrefix("blur 4"), "\(blurred)")
    }

    @Test func onAppearAnimationStartsWithoutAStack() {
        struct Spinner: View {
            @State private var on = false
            var body: some View {
                Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0)
                    .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        let host = makeHost(Spinner())
        host.advance(by: 0.5)
        #expect(host.dumpDisplayList().hasPrefix("fill #FF3B30FF M 245"), "\(host.dumpDisplayList())")
    }

    @Test func textContentFollowsState() {
        let host = makeHost(Toggled { flag in Text(flag ? "on" : "off").frame(width: 100, height: 100) })
        host.tap(at: CGPoint(x: 200, y: 150))
        #expect(host.texts == ["on"])
    }

    @Test func childViewsWithEnumInputsFollowState() {
        let host = makeHost(StatusOwner())
        #expect(host.texts == ["loading 10%"])
        host.tap(at: CGPoint(x: 200, y: 150))
        #expect(host.texts == ["loading 60%"], "\(host.texts)")
        host.tap(at: CGPoint(x: 200, y: 150))
        host.tap(at: CGPoint(x: 200, y: 150))
        host.tap(at: CGPoint(x: 200, y: 150))
        #expect(host.texts.count == 1)
    }
}
