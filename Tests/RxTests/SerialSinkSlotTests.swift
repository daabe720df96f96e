import Foundation
import Synchronization
import XCTest

@testable import Rx

/// `SerialSinkSlot`, the atomic word that holds switch's latest inner
/// observer in place of a `SerialDisposable`: every sink that goes in is
/// disposed exactly once (when replaced, when the slot is disposed, or at
/// once after that), and a slot that goes away lets its sink go undisposed.
final class SerialSinkSlotTests: XCTestCase {
    private final class CountingSink: SinkBase {
        let disposals = Atomic<Int>(0)
        var count: Int { disposals.load(ordering: .acquiring) }
        override func dispose() {
            disposals.add(1, ordering: .acquiringAndReleasing)
            super.dispose()
        }
    }

    private final class Holder {
        let slot = SerialSinkSlot()
    }

    func testReplacingDisposesThePreviousSinkAndDisposingTheSlotTheCurrentOne() {
        let slot = SerialSinkSlot()
        let first = CountingSink()
        let second = CountingSink()
        slot.replace(with: first)
        XCTAssertEqual(first.count, 0)
        slot.replace(with: second)
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(second.count, 0)
        slot.replace(with: nil)
        XCTAssertEqual(second.count, 1, "emptying the slot disposes its sink")
        let third = CountingSink()
        slot.replace(with: third)
        slot.dispose()
        XCTAssertEqual(third.count, 1)
        slot.dispose()
        XCTAssertEqual(third.count, 1, "disposed once")
        XCTAssertEqual([first.count, second.count], [1, 1])
    }

    func testASinkPutInAfterDisposalIsDisposedAtOnce() {
        let slot = SerialSinkSlot()
        slot.dispose()
        let late = CountingSink()
        slot.replace(with: late)
        XCTAssertEqual(late.count, 1)
        slot.replace(with: nil)
        XCTAssertEqual(late.count, 1)
    }

    func testAGoneSlotLetsItsSinkGoWithoutDisposingIt() {
        weak var released: CountingSink?
        var holder: Holder? = Holder()
        do {
            let sink = CountingSink()
            released = sink
            holder?.slot.replace(with: sink)
            XCTAssertEqual(sink.count, 0)
        }
        XCTAssertNotNil(released, "the slot keeps its sink")
        holder = nil
        XCTAssertNil(released, "the sink is released with the slot")
    }

    func testReplacedFromManyThreadsWhileDisposedDisposesEachSinkOnce() {
        for _ in 0..<20 {
            let holder = Holder()
            // Made beforehand, 500 per thread: the threads share nothing but
            // the slot.
            let sinks = (0..<2_000).map { _ in CountingSink() }
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in 0..<500 {
                    holder.slot.replace(with: sinks[thread * 500 + index])
                    if thread == 0 && index == 250 { holder.slot.dispose() }
                }
            }
            let counts = sinks.map(\.count)
            XCTAssertEqual(counts.count, 2_000)
            XCTAssertEqual(counts.filter { $0 != 1 }, [], "every sink disposed exactly once")
        }
    }
}
