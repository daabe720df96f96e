import XCTest
import Rx

/// `of`, `from` and `range` on the current-thread scheduler emit in a loop
/// instead of scheduling an item per element; these pin the order of their
/// events among other trampolined work, which must be the per-element
/// scheduling's (RxSwift's) order.
final class TrampolinedEmissionTests: RxTest {
    func testMergedSequencesInterleaveAsScheduledSteps() {
        var received: [Int] = []
        _ = Observable.merge(Observable.of(1, 2, 3), Observable.from([10, 20, 30]))
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 10, 2, 20, 3, 30])
    }

    func testMergedRangesInterleaveAsScheduledSteps() {
        var received: [Int] = []
        _ = Observable.merge(Observable.range(start: 0, count: 3), Observable.range(start: 100, count: 3))
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 100, 1, 101, 2, 102])
    }

    func testFlatMapOfSequencesInterleaves() {
        var received: [String] = []
        _ = Observable.of("a", "b")
            .flatMap { letter in Observable.from(1...3).map { "\(letter)\($0)" } }
            .subscribe(onNext: { received.append($0) }, onCompleted: { received.append("|") })
        XCTAssertEqual(received, ["a1", "a2", "b1", "a3", "b2", "b3", "|"])
    }

    func testTakeStopsTheLoopAndDisposes() {
        var received: [Int] = []
        var disposed = false
        _ = Observable.from(0..<1_000).do(onDispose: { disposed = true }).take(2)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1])
        XCTAssertTrue(disposed)
    }

    func testNestedSubscriptionInsideEmissionRunsBetweenSteps() {
        var received: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { value in
            received.append("outer \(value)")
            if value == 1 {
                _ = Observable.of(7, 8).subscribe(onNext: { received.append("inner \($0)") })
            }
        })
        XCTAssertEqual(received, ["outer 1", "inner 7", "outer 2", "inner 8"])
    }

    func testRangeEndingAtTheTypesMaximumDoesNotOverflow() {
        var received: [UInt8] = []
        var completed = false
        _ = Observable<UInt8>.range(start: 250, count: 6)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [250, 251, 252, 253, 254, 255])
        XCTAssertTrue(completed)
        var signed: [Int8] = []
        _ = Observable<Int8>.range(start: -128, count: 3).subscribe(onNext: { signed.append($0) })
        XCTAssertEqual(signed, [-128, -127, -126])
    }

    func testIntRangeEndingAtIntMaxSendsEveryElementAndCompletes() {
        // `Int` ranges are stepped natively: the last element is Int.max itself.
        var received: [Int] = []
        var completed = false
        _ = Observable.range(start: Int.max - 2, count: 3)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [Int.max - 2, Int.max - 1, Int.max])
        XCTAssertTrue(completed)
        var negative: [Int] = []
        _ = Observable.range(start: -2, count: 4).subscribe(onNext: { negative.append($0) })
        XCTAssertEqual(negative, [-2, -1, 0, 1])
    }

    func testIntRangeStopsWhenItsSubscriberDisposesDuringAnElement() {
        var received: [Int] = []
        var subscription: Disposable?
        // Subscribed on a running trampoline, the range waits for its turn:
        // `subscription` is set before the first element.
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.range(start: 0, count: 1_000)
                .map { $0 * 2 }
                .subscribe(onNext: { value in
                    received.append(value)
                    if value == 4 { subscription?.dispose() }
                })
            return Disposables.create()
        }
        XCTAssertEqual(received, [0, 2, 4])
    }

    func testRangeWithACountAboveIntMaxStopsWhenTaken() {
        var received: [UInt64] = []
        _ = Observable<UInt64>.range(start: 0, count: UInt64.max).take(3)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2])
    }

    func testRangeResumesAfterWaitingWorkWithTheNextElement() {
        // Work queued during an element makes the range wait behind it, then
        // continue with the element after the last one sent.
        var received: [String] = []
        _ = Observable.range(start: 0, count: 4).subscribe(
            onNext: { value in
                received.append("\(value)")
                if value == 1 {
                    _ = Observable.of("x").subscribe(onNext: { received.append($0) })
                }
            }, onCompleted: { received.append("|") })
        XCTAssertEqual(received, ["0", "1", "x", "2", "3", "|"])
    }
}
