import XCTest
import Rx
import RxTesting

final class DistinctUntilChangedTests: RxTest {
    func testDistinctUntilChangedAllDifferent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedDropsConsecutiveDuplicatesOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 1), .next(220, 2), .next(225, 2), .next(230, 1), .completed(250)
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 1), .completed(250)])
    }

    func testDistinctUntilChangedKeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "B"), .next(250, "a"), .completed(260)
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .next(250, "a"), .completed(260)])
    }

    func testDistinctUntilChangedComparerComparesWithTheLastEmittedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 4), .next(240, 5), .next(250, 7), .completed(260)
        ])
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) < 2 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 4), .next(250, 7), .completed(260)])
    }

    func testDistinctUntilChangedKeySelectorAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, -1), .next(230, 2), .completed(240)])
        let res = scheduler.start { xs.distinctUntilChanged({ abs($0) }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
    }

    func testDistinctUntilChangedAtKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "b"), .next(230, "cc"), .next(240, "dd"), .next(250, "e"), .completed(260)
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.count) }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "cc"), .next(250, "e"), .completed(260)])
    }

    func testDistinctUntilChangedComparerAlwaysEqualKeepsOnlyTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ in true } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(240)])
    }

    func testDistinctUntilChangedThrowingKeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        let res = scheduler.start {
            xs.distinctUntilChanged { value -> Int in
                if value == 2 { throw testError }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChangedThrowingComparerIsFirstCalledForTheSecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ -> Bool in throw testError1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChangedSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 1), .error(220, testError)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    }

    func testDistinctUntilChangedDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChangedStateIsPerSubscription() {
        let values = Observable.of(1, 1, 2).distinctUntilChanged()
        var first: [Int] = []
        var second: [Int] = []
        _ = values.subscribe(onNext: { first.append($0) })
        _ = values.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
    }
}
