import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private final class Counter: @unchecked Sendable {
    var value = 0
}

private struct Child: View {
    @Binding var name: String
    let evaluations: Counter
    var body: some View {
        evaluations.value += 1
        return Text(name)
    }
}

private struct Parent: View {
    @State var name = "Ada"
    @State var other = 0
    let evaluations: Counter
    var body: some View {
        VStack {
            Text("Other \(other)")
            Child(name: $name, evaluations: evaluations)
            Button("Bump other") { other += 1 }
            Button("Rename") { name = "Grace" }
        }
    }
}

@Suite("Binding equality") struct BindingSkipTests {
    @Test func aChildWhoseBindingSeesTheSameValueIsSkipped() {
        let counter = Counter()
        let host = ViewHost(Parent(evaluations: counter), size: CGSize(width: 300, height: 300))
        let before = counter.value
        #expect(host.tap("Bump other"))
        #expect(host.find(text: "Other 1") != nil)
        #expect(counter.value == before)  // same binding, same value: not evaluated again
        #expect(host.tap("Rename"))
        #expect(host.find(text: "Grace") != nil)
        #expect(counter.value == before + 1)
    }

    @Test func customBindingsStillCountAsChanged() {
        let value = Binding.constant(1)
        let other = Binding.constant(1)
        #expect(!value.isSame(as: other))
    }
}
