import XCTest
import Rx
import RxTesting

final class MapTests: RxTest {
    func testMapTransformsElementsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .next(220, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapPassesSourceErrorOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError), .next(240, 2)])
        let res = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapThrowingTransformFailsAndDisposesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw testError }
                return value * 10
            }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMapDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 215) { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testMapEmptySourceOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        var calls = 0
        let res = scheduler.start {
            xs.map { value -> Int in
                calls += 1; return value
            }
        }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(calls, 0)
    }

    func testMapNeverStaysSubscribedUntilDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.map { $0 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMapChangesTheElementType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 22), .completed(30)])
        let res = scheduler.start { xs.map { "#\($0)" } }
        XCTAssertEqual(res.events, [.next(210, "#1"), .next(220, "#22"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapChainedTransformsApplyInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.map { $0 + 1 }.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30), .completed(230)])
    }

    func testMapIgnoresEventsAfterTheTransformThrew() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var calls = 0
        let res = scheduler.start {
            xs.map { _ -> Int in
                calls += 1
                throw testError1
            }
        }
        XCTAssertEqual(res.events, [.error(210, testError1)])
        XCTAssertEqual(calls, 1)
    }

    func testMapReentrantElementIsDeliveredAfterTheCurrentOne() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.map { $0 * 10 }.subscribe(onNext: { value in
            received.append(value)
            if value == 10 { subject.onNext(2) }
        })
        subject.onNext(1)
        subject.onNext(3)
        XCTAssertEqual(received, [10, 20, 30])
        subscription.dispose()
    }

    func testMapEachSubscriptionRunsTheTransform() {
        var calls = 0
        let mapped = Observable.of(1, 2).map { value -> Int in
            calls += 1; return value
        }
        _ = mapped.subscribe()
        _ = mapped.subscribe()
        XCTAssertEqual(calls, 4)
    }
}

final class CompactMapTests: RxTest {
    func testCompactMapDropsNilResults() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)
        ])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMapAllNilOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.compactMap { _ -> Int? in nil } }
        XCTAssertEqual(res.events, [.completed(230)])
    }

    func testCompactMapPassesSourceErrorOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.compactMap { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMapThrowingTransformFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start {
            xs.compactMap { value -> Int? in
                if value == 2 { throw testError2 }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMapDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start(disposed: 240) { xs.compactMap { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testCompactMapOfOptionalElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, Optional(1)), .next(6, nil), .next(7, 3), .completed(8)])
        let res = scheduler.start { xs.compactMap { $0 } }
        XCTAssertEqual(res.events, [.next(205, 1), .next(207, 3), .completed(208)])
    }
}
