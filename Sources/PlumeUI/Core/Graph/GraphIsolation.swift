/// The bridge from SwiftUI's nonisolated layout API into the main-actor graph.
///
/// `Layout`, `LayoutSubview` and `ViewDimensions` are nonisolated in SwiftUI (a custom layout's
/// `sizeThatFits` is not on the main actor), but their answers come from the graph's nodes, which are
/// `@MainActor`. The engine asks a layout only while it lays out, which the graph does on the main
/// actor, so every call that reaches here is on the main actor.
///
/// Who calls it: the layout proxies (`LayoutSubview`, `ViewDimensions`, the grid's cache) around each
/// question they put to a node, and nothing else. Debug builds (the tests) check the isolation on each
/// call with `MainActor.preconditionIsolated`, which stops with a message naming the caller when a
/// layout is asked from another thread; release builds skip the check, as a layout question is the
/// innermost loop of a layout pass.
enum GraphIsolation {
    /// Runs `body` as main-actor code, from a nonisolated layout method called during a layout pass.
    @inline(__always)
    static func assumed<T>(
        _ body: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T {
        #if DEBUG
            MainActor.preconditionIsolated("a layout was asked a question off the main actor", file: file, line: line)
        #endif
        return try withoutActuallyEscaping(body) { isolated in
            try unsafeBitCast(isolated, to: (() throws -> T).self)()
        }
    }
}
