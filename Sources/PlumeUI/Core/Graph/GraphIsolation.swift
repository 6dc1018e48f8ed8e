/// The bridge from SwiftUI's nonisolated layout API into the main-actor graph.
///
/// `Layout`, `LayoutSubview` and `ViewDimensions` are nonisolated in SwiftUI (a custom layout's
/// `sizeThatFits` is not on the main actor), but their answers come from the graph's nodes, which are
/// `@MainActor`. The engine asks a layout only while it lays out, which the graph does on the main
/// actor, so every call that reaches here is on the main actor.
///
/// Who calls it: the layout proxies (`LayoutSubview`, `ViewDimensions`, the grid's cache) around each
/// question they put to a node, the property wrappers' reads of their main-actor storage, and
/// `MainQueue.run` once it knows it is on the main queue. Debug builds (the tests) check on each call
/// that the caller is on the main queue, and stop with a message naming the caller otherwise; release
/// builds skip the check, as a layout question is the innermost loop of a layout pass.
enum GraphIsolation {
    /// Runs `body` as main-actor code, from a nonisolated method that runs on the main queue.
    @inline(__always)
    static func assumed<T>(
        _ body: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T {
        #if DEBUG
            precondition(MainQueue.isCurrent, "graph state was reached off the main actor", file: file, line: line)
        #endif
        return try withoutActuallyEscaping(body) { isolated in
            try unsafeBitCast(isolated, to: (() throws -> T).self)()
        }
    }
}

/// Runs `body` as main-actor code from a host's nonisolated step that already runs on the main queue
/// (`PlumeTesting`'s host after its hop, the window host's event loop, a command-line render on the
/// main thread). Not meant for app code, which is main-actor isolated where it touches views; debug
/// builds stop when the caller is not on the main queue.
public func _assumingGraphActor<T>(
    _ body: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
) rethrows -> T {
    try GraphIsolation.assumed(body, file: file, line: line)
}
