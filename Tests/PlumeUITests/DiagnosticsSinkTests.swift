import Foundation
import Testing

@testable import PlumeUI

@MainActor
@Suite("Diagnostics sink")
struct DiagnosticsSinkTests {
    @Test func eachMessageIsReportedOnceInOrder() {
        var written: [String] = []
        var sink = DiagnosticsSink { written.append($0) }
        let first = sink.report("unknown symbol \"x\"")
        let second = sink.report("missing image \"y\"")
        let again = sink.report("unknown symbol \"x\"")
        #expect(first && second && !again)
        #expect(sink.messages == ["unknown symbol \"x\"", "missing image \"y\""])
        #expect(written == sink.messages)
    }

    @Test func theGraphForwardsReportsToItsSink() {
        let graph = makeGraph(EmptyView())
        graph.report("a")
        graph.report("a")
        #expect(graph.diagnostics == ["a"])
        #expect(graph.diagnosticsSink.messages == ["a"])
    }
}
