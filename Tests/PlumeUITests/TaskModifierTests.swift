import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

// `.task` and `.task(id:)` as SwiftUI code writes them.

/// A stand-in for a network service: each request waits until the test answers it.
@MainActor private final class Forecasts {
    private(set) var requested: [String] = []
    private(set) var cancelled: [String] = []
    private var waiting: [String: CheckedContinuation<String, Never>] = [:]

    func forecast(for city: String) async -> String {
        requested.append(city)
        let answer = await withCheckedContinuation { waiting[city] = $0 }
        if Task.isCancelled { cancelled.append(city) }
        return answer
    }

    func answer(_ city: String, with text: String) {
        waiting.removeValue(forKey: city)?.resume(returning: text)
    }
}

private struct Weather: View {
    let service: Forecasts
    @State private var city = "Oslo"
    @State private var summary = "…"
    @State private var greeting = ""
    @State private var showsDetails = true

    var body: some View {
        VStack {
            Text(summary)
                .task(id: city) {
                    let forecast = await service.forecast(for: city)
                    if !Task.isCancelled { summary = forecast }
                }
            Text(greeting)
                .task { greeting = "Hello" }
            Button("Bergen") { city = "Bergen" }
            Button("Hide") { showsDetails = false }
            if showsDetails {
                Text("Details")
                    .task { _ = await service.forecast(for: "details") }
            }
        }
    }
}

@MainActor
@Suite struct TaskModifierTests {
    @Test func aTaskStartsWhenTheViewAppearsAndMayChangeState() async {
        let service = Forecasts()
        let host = ViewHost(Weather(service: service), size: CGSize(width: 300, height: 300))
        await host.settleTasks()
        #expect(host.find(text: "Hello") != nil)
        #expect(service.requested == ["Oslo", "details"])
        service.answer("Oslo", with: "Rain")
        await host.settleTasks()
        #expect(host.find(text: "Rain") != nil)
    }

    @Test func changingTheIDCancelsTheRunningTaskAndStartsAnother() async {
        let service = Forecasts()
        let host = ViewHost(Weather(service: service), size: CGSize(width: 300, height: 300))
        await host.settleTasks()
        #expect(host.tap("Bergen"))
        await host.settleTasks()
        #expect(service.requested == ["Oslo", "details", "Bergen"])
        service.answer("Oslo", with: "Rain")
        service.answer("Bergen", with: "Sun")
        await host.settleTasks()
        #expect(service.cancelled == ["Oslo"])
        // The cancelled task sees its cancellation and leaves the summary to the new one.
        #expect(host.find(text: "Sun") != nil)
        #expect(host.find(text: "Rain") == nil)
    }

    @Test func aDisappearingViewCancelsItsTask() async {
        let service = Forecasts()
        let host = ViewHost(Weather(service: service), size: CGSize(width: 300, height: 300))
        await host.settleTasks()
        #expect(host.tap("Hide"))
        await host.settleTasks()
        #expect(host.find(text: "Details") == nil)
        service.answer("details", with: "late")
        await host.settleTasks()
        #expect(service.cancelled == ["details"])
    }
}
