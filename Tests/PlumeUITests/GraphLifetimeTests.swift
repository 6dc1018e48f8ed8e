import Dispatch
import Foundation
import Observation
import PlumeStreams
import PlumeTesting
import PlumeUI
import Testing

// A view's state written after its host is gone: the write is ignored (as SwiftUI ignores a write to
// the state of a view that is gone), never a crash. The dangerous moment is between the release of
// the graph's last reference and its `isolated deinit`: a host dropped off the main actor runs the
// graph's deinit as a later block of the main queue, and blocks queued before it still run first,
// reaching nodes that are not torn down yet (`GraphLifetime`).

/// Where a view hands its state's binding to the test (set on the main queue, read there).
private final class StateHandle: @unchecked Sendable {
    var count: Binding<Int>?
}

private struct Counter: View {
    let handle: StateHandle
    @State private var count = 0
    var body: some View {
        Text("Count \(count)").onAppear { handle.count = $count }
    }
}

/// The counter inside a sheet: its node is under the presentation layer's card.
private struct SheetCounter: View {
    let handle: StateHandle
    @State private var shown = true
    var body: some View {
        Text("Behind").sheet(isPresented: $shown) { Counter(handle: handle) }
    }
}

@Observable private final class ObservedCount: @unchecked Sendable {
    var value = 0
}

private struct ObservingCounter: View {
    let model: ObservedCount
    var body: some View { Text("Count \(model.value)") }
}

private final class PublishedCount: ObservableObject, @unchecked Sendable {
    @Published var value = 0
}

private struct PublisherCounter: View {
    @ObservedObject var model: PublishedCount
    var body: some View { Text("Count \(model.value)") }
}

/// Not on the main actor: the host is dropped on a worker thread, as a test or an app thread may.
@Suite("Graph lifetime") struct GraphLifetimeTests {
    /// Mounts `view`, holds the main queue, queues `write` (with `queue`) behind the hold, drops the
    /// host (its graph's deinit queues behind the write), then lets the main queue run and waits for
    /// it. Expects the graph and every node freed afterwards.
    private func drop<V: View>(
        _ view: V, advance: TimeInterval = 0, queue: (@escaping @Sendable () -> Void) -> Void,
        write: @escaping @Sendable () -> Void
    ) {
        weak var graph: ViewGraph?
        let nodes: _ViewNodeCount
        let hold = DispatchSemaphore(value: 0)
        do {
            let host = ViewHost(view, size: CGSize(width: 400, height: 300))
            if advance > 0 { host.advance(by: advance) }
            graph = host.graph
            nodes = host.withGraph { $0._liveNodes }
            DispatchQueue.main.async { hold.wait() }
            queue(write)
        }
        hold.signal()
        let drained = DispatchSemaphore(value: 0)
        // Twice: the write may queue more main-queue work (a `@State` hop, a publisher's delivery).
        DispatchQueue.main.async { DispatchQueue.main.async { drained.signal() } }
        #expect(drained.wait(timeout: .now() + 10) == .success)
        #expect(graph == nil)
        #expect(nodes.value == 0)
    }

    private static func mainQueue(_ work: @escaping @Sendable () -> Void) { DispatchQueue.main.async(execute: work) }

    @Test func stateWrittenFromAMainQueueBlockAfterTheHostIsGoneIsIgnored() {
        let handle = StateHandle()
        drop(Counter(handle: handle), queue: Self.mainQueue) { handle.count?.wrappedValue = 5 }
        #expect(handle.count != nil, "the counter appeared and handed over its state")
    }

    @Test func stateWrittenFromATaskAfterTheHostIsGoneIsIgnored() {
        let handle = StateHandle()
        drop(
            Counter(handle: handle), queue: { write in Task { @MainActor in write() } },
            write: { handle.count?.wrappedValue = 5 })
        #expect(handle.count != nil)
    }

    @Test func stateWrittenFromATimerAfterTheHostIsGoneIsIgnored() {
        let handle = StateHandle()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        drop(
            Counter(handle: handle),
            queue: { write in
                timer.setEventHandler { write() }
                timer.schedule(deadline: .now())
                timer.resume()
            },
            write: { handle.count?.wrappedValue = 5 })
        timer.cancel()
        #expect(handle.count != nil)
    }

    @Test func stateInASheetWrittenAfterTheHostIsGoneIsIgnored() {
        let handle = StateHandle()
        drop(SheetCounter(handle: handle), advance: 0.5, queue: Self.mainQueue) { handle.count?.wrappedValue = 5 }
        #expect(handle.count != nil, "the sheet's counter appeared")
    }

    @Test func observableChangeAfterTheHostIsGoneIsIgnored() {
        let model = ObservedCount()
        drop(ObservingCounter(model: model), queue: Self.mainQueue) { model.value = 5 }
        #expect(model.value == 5)
    }

    @Test func observableObjectChangeAfterTheHostIsGoneIsIgnored() {
        let model = PublishedCount()
        drop(PublisherCounter(model: model), queue: Self.mainQueue) { model.value = 5 }
        #expect(model.value == 5)
    }
}
