import XCTest
import Rx
import RxTesting

final class StartWithTests: RxTest {
    func testStartWithEmitsThePrefixAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithSeveralElementsKeepsTheirOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 4), .completed(250)])
        let res = scheduler.start { xs.startWith(1, 2, 3) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(220, 4), .completed(250)])
    }

    func testStartWithChainedPrependsTheOuterPrefixFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.startWith(3).startWith(1, 2) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(250)])
    }

    func testStartWithThenSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let res = scheduler.start { xs.startWith(0) }
        XCTAssertEqual(res.events, [.next(200, 0), .error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testStartWithColdSourceIsSubscribedAfterThePrefix() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { xs.startWith(0) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 5), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testStartWithDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 210) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testStartWithPrefixIsEmittedBeforeTheSourceIsSubscribed() {
        var log: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { log.append("subscribe") })
        let subscription = source.startWith(1).subscribe(onNext: { log.append("next \($0)") })
        XCTAssertEqual(log, ["next 1", "subscribe"])
        subscription.dispose()
    }

    func testStartWithTakeStopsBeforeTheSourceMatters() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start { xs.startWith(1).take(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}
