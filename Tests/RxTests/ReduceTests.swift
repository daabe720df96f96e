import XCTest
import Rx
import RxTesting

final class ReduceTests: RxTest {
    func testReduceEmitsTheFinalValueOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)
        ])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 42 + 2 + 3 + 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceOfEmptySourceEmitsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
    }

    func testReduceWithMapResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum=\($0)" }) }
        XCTAssertEqual(res.events, [.next(250, "sum=3"), .completed(250)])
    }

    func testReducePassesSourceErrorOnWithoutAResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReduceThrowingAccumulatorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.reduce(0) { accumulated, value -> Int in
                if value == 2 { throw testError }
                return accumulated + value
            }
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReduceThrowingMapResultFailsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start {
            xs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw testError1 })
        }
        XCTAssertEqual(res.events, [.error(250, testError1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceDisposedBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceNeverSourceEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}

final class ToArrayTests: RxTest {
    func testToArrayEmitsAllElementsOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(250)
        ])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(250, [1, 2, 3]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayOfEmptySourceEmitsEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
    }

    func testToArrayError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testToArrayDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 220) { xs.toArray() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testToArrayNeverSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [])
    }

    func testToArrayEachSubscriptionCollectsItsOwnElements() {
        let numbers = Observable.of(1, 2, 3).toArray()
        var arrays: [[Int]] = []
        _ = numbers.subscribe(onSuccess: { arrays.append($0) })
        _ = numbers.subscribe(onSuccess: { arrays.append($0) })
        XCTAssertEqual(arrays, [[1, 2, 3], [1, 2, 3]])
    }
}
