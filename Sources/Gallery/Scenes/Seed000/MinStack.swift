import Plume

/// A stack of integers with push, pop, top and getMin in constant time (the `min-stack` tutorial):
/// a second stack keeps the minimum seen at each depth.
public struct MinStack {
    private var elements: [Int] = []
    private var minElements: [Int] = []

    public init() {}

    /// Pushes `x`; if it is not above the current minimum it also becomes the minimum.
    public mutating func push(x: Int) {
        elements.append(x)
        if let minElement = minElements.last {
            if x <= minElement { minElements.append(x) }
        } else {
            minElements.append(x)
        }
    }

    /// Removes the top element (nothing happens on an empty stack).
    public mutating func pop() {
        guard let popped = elements.popLast() else { return }
        if popped == minElements.last { minElements.removeLast() }
    }

    /// The top element, or 0 when empty (as the tutorial).
    public func top() -> Int { elements.last ?? 0 }
    /// The smallest element, or 0 when empty (as the tutorial).
    public func getMin() -> Int { minElements.last ?? 0 }
    /// The elements, bottom first.
    public var contents: [Int] { elements }
    /// Whether the stack is empty.
    public var isEmpty: Bool { elements.isEmpty }
}

/// The `min-stack` scene: push values, pop them, and watch top and minimum update.
struct MinStackView: View {
    @State private var stack = MinStack()
    @State private var nextValues = [5, 3, 7, 3, 1, 8, 2]
    @State private var pushed = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Min Stack").font(.title).bold()
            HStack(spacing: 24) {
                VStack {
                    Text("Top").font(.caption).foregroundColor(.secondary)
                    Text(stack.isEmpty ? "–" : "\(stack.top())").font(.title2)
                }
                VStack {
                    Text("Min").font(.caption).foregroundColor(.secondary)
                    Text(stack.isEmpty ? "–" : "\(stack.getMin())").font(.title2).foregroundColor(.green)
                }
            }
            // The elements, top first, scroll once they are taller than the space between the
            // figures and the buttons (they never draw over them).
            ScrollView {
                VStack(spacing: 4) {
                    ForEach(Array(stack.contents.enumerated().reversed()), id: \.offset) { item in
                        Text("\(item.element)")
                            .frame(width: 80, height: 28)
                            .background(
                                item.offset == stack.contents.count - 1
                                    ? Color.blue.opacity(0.25) : Color.gray.opacity(0.15)
                            )
                            .cornerRadius(6)
                    }
                }
                .frame(maxWidth: .infinity)
            }
            .frame(minHeight: 100)
            HStack(spacing: 12) {
                Button("Push \(nextValues[pushed % nextValues.count])") {
                    stack.push(x: nextValues[pushed % nextValues.count])
                    pushed += 1
                }
                .buttonStyle(.borderedProminent)
                Button("Pop") { stack.pop() }
                    .buttonStyle(.bordered)
                    .disabled(stack.isEmpty)
            }
        }
        .padding()
    }
}

enum MinStackScene {
    static let scene = GalleryScene(
        id: "min-stack", title: "Min Stack", seed: "000",
        demo: { host in
            for _ in 0..<4 { host.tap(host.texts.first { $0.hasPrefix("Push") } ?? "Push") }
        },
        make: { MinStackView() })
}
