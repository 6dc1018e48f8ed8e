extension GraphIsolation {
    /// Runs `body` as main-actor code from one of the layout proxies' questions (`LayoutSubview`'s
    /// `sizeThatFits`, `dimensions(in:)`, `place`, `priority`, `spacing`, a layout value, and
    /// `ViewDimensions`' explicit guides), which the graph asks only while it lays out on the main
    /// actor. Debug builds check the caller is on the main queue, as `assumed` does.
    ///
    /// Why not `assumed`: its non-escaping closure goes through `withoutActuallyEscaping`, so each
    /// call boxes the closure's captures on the heap and asks the runtime whether the box escaped —
    /// about 40 % of a layout pass, as these questions are its innermost loop. Typed `@escaping`
    /// here, the closure is inlined whole into the proxy by the release optimizer (no context, no
    /// check: the question is a direct call). Contract: `body` is called once, before this returns,
    /// and never kept.
    @inline(__always)
    static func layoutQuestion<T>(
        _ body: @escaping @MainActor () -> T, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        assumedInline(body, file: file, line: line)
    }

    /// `assumed` without its boxing, for the innermost paths that already know they run on the main
    /// queue: the layout questions (above) and a `@State` written on the main queue (a drag writes
    /// two at every pointer move). Same contract as `layoutQuestion`: `body` is called once, before
    /// this returns, and never kept.
    @inline(__always)
    static func assumedInline<T>(
        _ body: @escaping @MainActor () -> T, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        #if DEBUG
            precondition(MainQueue.isCurrent, "graph state was reached off the main actor", file: file, line: line)
        #endif
        return unsafeBitCast(body, to: (() -> T).self)()
    }
}
