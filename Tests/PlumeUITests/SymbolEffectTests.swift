import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// The first transform drawn: its x scale and vertical move, or nil when nothing is transformed.
private func drawnTransform(_ host: ViewHost) -> (scale: Double, dy: Double, rotation: Double)? {
    guard let line = lines(of: host.dumpDisplayList(), containing: "transform [").first,
        let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]")
    else { return nil }
    let numbers = line[line.index(after: open)..<close].split(separator: " ").compactMap { Double($0) }
    guard numbers.count == 6 else { return nil }
    return ((numbers[0] * numbers[0] + numbers[1] * numbers[1]).squareRoot(), numbers[5], atan2(numbers[1], numbers[0]))
}

/// The first opacity drawn, or nil.
private func drawnOpacity(_ host: ViewHost) -> Double? {
    lines(of: host.dumpDisplayList(), containing: "opacity ").first.flatMap {
        Double($0.trimmingCharacters(in: .whitespaces).dropFirst("opacity ".count))
    }
}

/// A bell that bounces when "Ring" is tapped.
private struct Bell: View {
    var options = SymbolEffectOptions.default
    @State private var rings = 0
    var body: some View {
        VStack {
            Image(systemName: "bell.fill").symbolEffect(.bounce, options: options, value: rings)
            Button("Ring") { rings += 1 }
        }
    }
}

/// A symbol whose indefinite effect a toggle turns on and off.
private struct Toggled<Effect: IndefiniteSymbolEffect>: View {
    let effect: Effect
    @State var active: Bool
    var body: some View {
        VStack {
            Image(systemName: "wifi").symbolEffect(effect, isActive: active)
            Button("Toggle") { active.toggle() }
        }
    }
}

@Suite("SymbolEffect") struct SymbolEffectTests {
    @Test func aBounceJumpsOncePerChangeOfItsValue() {
        let host = makeHost(Bell())
        host.advance(by: 1)
        #expect(drawnTransform(host) == nil)
        #expect(!host.isAnimating)

        #expect(host.tap("Ring"))
        host.advance(by: 0.3)
        let mid = drawnTransform(host)
        #expect(mid != nil)
        #expect((mid?.dy ?? 0) < -2)  // moved up
        host.advance(by: 0.4)
        #expect(drawnTransform(host) == nil)
        #expect(!host.isAnimating)
    }

    @Test func optionsRepeatAndSpeedUpAPlay() {
        let host = makeHost(Bell(options: .repeat(3)))
        #expect(host.tap("Ring"))
        host.advance(by: 1.5)
        #expect(host.isAnimating)  // the third bounce (0.6 s each)
        host.advance(by: 0.4)
        #expect(!host.isAnimating)

        let fast = makeHost(Bell(options: .speed(2)))
        #expect(fast.tap("Ring"))
        fast.advance(by: 0.15)
        #expect(drawnTransform(fast) != nil)
        fast.advance(by: 0.2)
        #expect(!fast.isAnimating)
    }

    @Test func aBadSpeedPlaysAtSpeedOneAndIsReported() {
        let host = makeHost(Bell(options: .speed(.nan)))
        #expect(host.tap("Ring"))
        host.advance(by: 0.3)
        #expect(drawnTransform(host) != nil)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("SymbolEffectOptions.speed(nan)") })
    }

    @Test func anActivePulseRepeatsAndFinishesItsPlayWhenTurnedOff() {
        let host = makeHost(Toggled(effect: .pulse, active: true))
        host.advance(by: 2.5)
        let dimmed = drawnOpacity(host)
        #expect(dimmed != nil && dimmed! < 0.5)  // half way through the third pulse
        #expect(host.tap("Toggle"))
        host.advance(by: 0.3)
        #expect(drawnOpacity(host) != nil)  // the pulse under way goes on
        host.advance(by: 0.3)
        #expect(drawnOpacity(host) == nil)
        #expect(!host.isAnimating)
    }

    @Test func aScaleHoldsWhileActiveWithoutAskingForFrames() {
        let host = makeHost(Toggled(effect: .scale.up.byLayer, active: false))
        host.advance(by: 0.5)
        #expect(drawnTransform(host) == nil)
        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        #expect(abs((drawnTransform(host)?.scale ?? 0) - 1.2) < 1e-6)
        #expect(!host.isAnimating)
        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        #expect(drawnTransform(host) == nil)
    }

    @Test func disappearHidesTheSymbolWhileActiveAndAppearShowsIt() {
        let hidden = makeHost(Toggled(effect: .disappear, active: true))
        // Only the button's title is drawn: the symbol is hidden.
        #expect(lines(of: hidden.dumpDisplayList(), containing: "text").count == 1)
        #expect(hidden.tap("Toggle"))
        hidden.advance(by: 0.5)
        #expect(lines(of: hidden.dumpDisplayList(), containing: "text").count == 2)
        #expect(drawnTransform(hidden) == nil)

        let appearing = makeHost(Toggled(effect: .appear.down, active: false))
        let before = lines(of: appearing.dumpDisplayList(), containing: "text").count
        #expect(appearing.tap("Toggle"))
        appearing.advance(by: 0.15)
        #expect((drawnTransform(appearing)?.scale ?? 0) > 1)  // `.down` shrinks into place
        appearing.advance(by: 0.3)
        #expect(lines(of: appearing.dumpDisplayList(), containing: "text").count == before + 1)
    }

    @Test func anEffectOnAGroupMovesOnlyTheSymbolsInside() {
        let host = makeHost(
            HStack {
                Image(systemName: "star.fill")
                Text("Favourite")
                Image(systemName: "heart.fill")
            }
            .symbolEffect(.scale.down, isActive: true))
        host.advance(by: 0.1)
        let list = host.dumpDisplayList()
        // Two symbols, each scaled about its own centre; the text is drawn as it is.
        let scaled = lines(of: list, containing: "transform [0.8 0 0 0.8")
        #expect(scaled.count == 2)
        #expect(Set(scaled).count == 2)
        #expect(lines(of: list, containing: "text \"Favourite\"").first?.hasPrefix("text") == true)
    }

    @Test func aClockwiseWiggleTurnsTheSymbol() {
        let host = makeHost(Toggled(effect: .wiggle.clockwise, active: true))
        host.advance(by: 0.1)
        #expect((drawnTransform(host)?.rotation ?? 0) > 0.05)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func effectsMidPlay(scheme: ColorScheme) throws {
        struct Row: View {
            var body: some View {
                HStack(spacing: 24) {
                    Image(systemName: "bell.fill").symbolEffect(.bounce, isActive: true)
                    Image(systemName: "heart.fill").foregroundStyle(.red).symbolEffect(.pulse, isActive: true)
                    Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: true)
                    Image(systemName: "star.fill").foregroundStyle(.orange).symbolEffect(.scale.up, isActive: true)
                    Image(systemName: "gearshape.fill").symbolEffect(.wiggle.clockwise, isActive: true)
                    Image(systemName: "sun.max.fill").foregroundStyle(.yellow).symbolEffect(.breathe, isActive: true)
                }
                .font(.largeTitle)
                .padding()
            }
        }
        let host = ViewHost(Row(), size: CGSize(width: 420, height: 120), colorScheme: scheme)
        host.advance(by: 0.3)
        try host.assertSnapshot(named: "symbol-effects-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
