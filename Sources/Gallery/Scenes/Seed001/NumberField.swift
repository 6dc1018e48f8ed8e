import Foundation
import Plume

/// Temperature limits where the high one stays at least 10 above the low one, whichever is changed
/// (the tutorial's model).
struct TemperatureLimits {
    var low: Int = 5 {
        didSet {
            let high = max(self.high, low + 10)
            guard self.high != high else { return }
            self.high = high
        }
    }
    var high: Int = 30 {
        didSet {
            let low = min(self.low, high - 10)
            guard self.low != low else { return }
            self.low = low
        }
    }

    var lowNumber: NSNumber {
        get { NSNumber(value: low) }
        set { low = newValue.intValue }
    }
    var highNumber: NSNumber {
        get { NSNumber(value: high) }
        set { high = newValue.intValue }
    }
}

/// A text field editing an `NSNumber` through a `NumberFormatter`, as the tutorial's wrapper: each
/// edit that is a whole number goes to the model at once; any other edit is refused and the field
/// keeps the last valid text. An empty field is allowed while typing (the model keeps its value).
///
/// Foundation's `number(from:)` on Linux reads "12a" as 12, so the text must also format back to
/// itself (the LINUX-NOTES round trip) before it counts as a number.
struct NumberTextField: View {
    /// The text being edited and the model value it was typed for.
    private struct Editing: Equatable {
        var text: String
        var value: NSNumber
    }

    let title: String
    @Binding var value: NSNumber
    let formatter: NumberFormatter
    @State private var editing: Editing?

    init(_ title: String, value: Binding<NSNumber>, formatter: NumberFormatter) {
        self.title = title
        _value = value
        self.formatter = formatter
    }

    var body: some View {
        TextField(title, text: Binding(get: { shownText }, set: { accept($0) }))
    }

    /// The edited text while the model still holds the value it was typed for; otherwise (the model
    /// changed, e.g. Randomise or the other limit) the model's value, formatted.
    private var shownText: String {
        if let editing, editing.value == value { return editing.text }
        return formatter.string(from: value) ?? ""
    }

    private func accept(_ text: String) {
        if text.isEmpty {
            editing = Editing(text: text, value: value)
        } else if let number = formatter.number(from: text), formatter.string(from: number) == text {
            value = number
            editing = Editing(text: text, value: number)
        }
        // Anything else is refused: the binding keeps answering the last valid text.
    }
}

/// The `number-field` scene: low and high temperature limits typed into number fields, a Randomise
/// button and the current limits in a label.
struct NumberFieldView: View {
    @State var limits = TemperatureLimits()
    /// Where Randomise draws from (seeded, so pictures and tests can replay the values).
    let random: SeededGenerator

    init(random: SeededGenerator = SeededGenerator(seed: 1)) { self.random = random }

    var body: some View {
        VStack(spacing: 16) {
            VStack {
                Text("Low")
                NumberTextField("Low", value: $limits.lowNumber, formatter: NumberFormatter.integer)
            }
            VStack {
                Text("High")
                NumberTextField("High", value: $limits.highNumber, formatter: NumberFormatter.integer)
            }
            Button {
                var generator = random
                limits.low = Int.random(in: 0...40, using: &generator)
                limits.high = Int.random(in: 50...100, using: &generator)
            } label: {
                Text("Randomise")
            }
            Text("Current: \(limits.low) – \(limits.high)")
            Spacer()
        }
        .padding()
        .multilineTextAlignment(.center)
    }
}

extension NumberFormatter {
    /// Whole numbers only, as the tutorial's `decimal` formatter (`allowsFloats = false`).
    static var integer: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.allowsFloats = false
        return formatter
    }
}

enum NumberFieldScene {
    static let scene = GalleryScene(
        id: "number-field", title: "TextField with NumberFormatter", seed: "001",
        demo: { host in
            host.tap("Low")
            host.type("2")
        },
        make: { NumberFieldView() })
}
