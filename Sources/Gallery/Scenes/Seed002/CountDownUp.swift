import Foundation
import Plume

/// Shows a zero-padded count driven by an animated percentage; pauses, resumes, reverses and loops
/// (the `count-down-up` tutorial). The percentage lives in the parent and reaches the modifier through
/// a binding; `animatableData` is the modifier's own copy, interpolated every frame.
struct CountModifier: AnimatableModifier {
    var maxValue: CGFloat
    var timeDuration: Double
    @Binding var percentage: CGFloat
    @Binding var isCounting: Bool
    @Binding var isReversed: Bool

    private var percentValue: CGFloat

    init(
        maxValue: CGFloat, timeDuration: Double, percentage: Binding<CGFloat>, isCounting: Binding<Bool>,
        isReversed: Binding<Bool>
    ) {
        self.maxValue = maxValue
        self.timeDuration = timeDuration
        _percentage = percentage
        _isCounting = isCounting
        _isReversed = isReversed
        percentValue = percentage.wrappedValue
    }

    var animatableData: CGFloat {
        get { percentValue }
        set { percentValue = newValue }
    }

    var value: Int { Int(percentValue * maxValue) }

    var timeRemaining: Double {
        isReversed ? timeDuration * Double(percentValue) : timeDuration * Double(1 - percentValue)
    }

    func body(content: Content) -> some View {
        if isCounting && ((isReversed && percentValue == 0) || (!isReversed && percentValue == 1)) {
            DispatchQueue.main.async {
                self.percentage = self.isReversed ? 1 : 0
                withAnimation(.linear(duration: self.timeDuration)) {
                    self.percentage = self.isReversed ? 0 : 1
                }
            }
        }
        return actualBody(content)
    }

    func actualBody(_ content: Content) -> some View {
        Text("\(value, specifier: "%03d")")
            .font(.system(.largeTitle, design: .monospaced))
            .onChange(of: isCounting) { _ in
                handleStartStop()
            }
            .onChange(of: isReversed) { _ in
                handleReverse()
            }
    }

    func handleStartStop() {
        if isCounting {
            withAnimation(.linear(duration: timeRemaining)) {
                self.percentage = isReversed ? 0 : 1
            }
        } else {
            withAnimation(.linear(duration: 0)) {
                self.percentage = percentValue
            }
        }
    }

    func handleReverse() {
        if isCounting {
            withAnimation(.linear(duration: 0)) {
                self.percentage = percentValue
            }
            withAnimation(.linear(duration: timeRemaining)) {
                self.percentage = isReversed ? 0 : 1
            }
        }
    }
}

/// The `count-down-up` scene: 000–100 in 10 s with play/pause and direction buttons.
struct CountDownUp: View {
    @State var percentage = CGFloat(0)
    @State var isCounting = false
    @State var isReversed = false

    var body: some View {
        VStack(spacing: 24) {
            EmptyView()
                .modifier(
                    CountModifier(
                        maxValue: 100, timeDuration: 10, percentage: $percentage, isCounting: $isCounting,
                        isReversed: $isReversed))
            HStack(spacing: 24) {
                Button(isCounting ? "⏸" : "▶️") {
                    isCounting.toggle()
                }
                .accessibilityLabel(isCounting ? "Pause" : "Play")
                Button(isReversed ? "🔽" : "🔼") {
                    isReversed.toggle()
                }
                .accessibilityLabel("Reverse")
            }
            .font(.largeTitle)
        }
    }
}

enum CountDownUpScene {
    static let scene = GalleryScene(
        id: "count-down-up", title: "Pausing and reversing animations", seed: "002",
        demo: { host in host.tap("Play") },
        make: { CountDownUp() })
}
