import Foundation
import Testing

@testable import PlumeUI

/// The system-call-free main-thread check agrees with Foundation's on every thread it is asked from.
@Suite struct MainThreadCheckTests {
    @Test func agreesWithFoundationOnTheCallingThread() {
        #expect(MainThreadCheck.isMainThread == Thread.isMainThread)
    }

    @Test func aBackgroundThreadIsNotTheMainThread() async {
        let answers = await withCheckedContinuation { (done: CheckedContinuation<[Bool], Never>) in
            let thread = Thread {
                done.resume(returning: [MainThreadCheck.isMainThread, MainThreadCheck.isMainThread])
            }
            thread.start()
        }
        #expect(answers == [false, false])
    }

    @Test func theMainQueueIsCurrentInsideItsBlocks() async {
        let inside = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            DispatchQueue.main.async { done.resume(returning: MainQueue.isCurrent) }
        }
        #expect(inside)
        let outside = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            Thread { done.resume(returning: MainQueue.isCurrent) }.start()
        }
        #expect(!outside)
    }
}
