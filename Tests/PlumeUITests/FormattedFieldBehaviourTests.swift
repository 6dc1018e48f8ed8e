import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private final class Values: @unchecked Sendable {
    var age = 42
    var price = 2.5
    var count = 7
}

private struct FormView: View {
    let values: Values
    @State var age: Int
    @State var price: Double
    @State var count: Int
    let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.allowsFloats = false
        return f
    }()
    init(values: Values) {
        self.values = values
        _age = State(initialValue: values.age)
        _price = State(initialValue: values.price)
        _count = State(initialValue: values.count)
    }
    var body: some View {
        VStack(spacing: 10) {
            TextField(
                "Age",
                value: Binding(
                    get: { age },
                    set: {
                        age = $0
                        values.age = $0
                    }), format: .number)
            TextField(
                "Price",
                value: Binding(
                    get: { price },
                    set: {
                        price = $0
                        values.price = $0
                    }),
                format: .number)
            TextField(
                "Count",
                value: Binding(
                    get: { count },
                    set: {
                        count = $0
                        values.count = $0
                    }), formatter: formatter)
            Text("Age \(age)")
        }
    }
}

@Suite("Formatted text fields") struct FormattedFieldBehaviourTests {
    @Test func onlyTextThatParsesWholeIsWrittenAndInvalidTextFallsBackOnSubmit() {
        let values = Values()
        let host = makeHost(FormView(values: values))
        #expect(host.dump().contains("\"42\""))
        #expect(host.tap("Age"))
        #expect(host.shortcut("a"))
        #expect(host.type("1"))
        #expect(values.age == 1)
        #expect(host.type("2a"))  // "12a": Linux Foundation would read 12; the field refuses it
        #expect(values.age == 1 && host.focusedText == "12a")
        #expect(host.press(.backspace))
        #expect(values.age == 12)
        #expect(host.find(text: "Age 12") != nil)
        #expect(host.type("x"))
        #expect(host.press(.enter))  // editing ends: the last valid value's text comes back
        #expect(host.focusedText == "12" && values.age == 12)
    }

    @Test func focusLossFallsBackAndDecimalsNeedAFloatingValue() {
        let values = Values()
        let host = makeHost(FormView(values: values))
        #expect(host.tap("Price"))
        #expect(host.shortcut("a"))
        #expect(host.type("3.75"))
        #expect(values.price == 3.75)
        #expect(host.type("."))
        #expect(values.price == 3.75)
        #expect(host.press(.tab))  // to Count: Price shows 3.75 again
        #expect(host.dump().contains("\"3.75\""))
        #expect(host.shortcut("a"))
        #expect(host.type("1.5"))  // an integer formatter takes no fraction
        #expect(values.count == 7)
        #expect(host.press(.tab, modifiers: .shift))
        #expect(host.dump().contains("\"7\""))
        #expect(host.shortcut("a"))
        #expect(host.type("-1,000"))
        #expect(values.price == -1000)
    }

    @Test func strictNumberGrammar() {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        let grammar = StrictNumberGrammar(numberFormatter: f)
        for good in ["12", "-3", "1,234", "1.5", " 7 ", "+4"] { #expect(grammar.accepts(good), "\(good)") }
        for bad in ["12a", "a12", "1.2.3", "", "-", "1,", ",1", "1e3", "1..2"] {
            #expect(!grammar.accepts(bad), "\(bad)")
        }
        f.allowsFloats = false
        #expect(!StrictNumberGrammar(numberFormatter: f).accepts("1.5"))
    }
}
