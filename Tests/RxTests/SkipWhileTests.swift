import XCTest
import Rx
import RxTesting

final class SkipWhileTests: RxTest {
    func testSkipWhileDropsLeadingMatches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250)
        ])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipWhileAllDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.skip(while: { _ in true }) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testSkipWhileNothingDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .next(220, 1), .completed(250)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 5), .next(220, 1), .completed(250)])
    }

    func testSkipWhileThrowingPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.skip(while: { value in
                if value == 2 { throw testError }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipWhileStopsCallingThePredicateOnceOpen() {
        var calls = 0
        var elements: [Int] = []
        _ = Observable.of(1, 5, 1, 1).skip(while: {
            calls += 1; return $0 < 3
        }).subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [5, 1, 1])
        XCTAssertEqual(calls, 2)
    }

    func testSkipWhileSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.error(220, testError)])
    }
}

final class SkipUntilTests: RxTest {
    func testSkipUntilEmitsAfterOtherFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)
        ])
        let r = scheduler.createHotObservable([.next(150, "a"), .next(225, "b"), .completed(300)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilOtherErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(230, 4), .completed(250)])
        let r = scheduler.createHotObservable([.error(225, testError, Int.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.error(225, testError)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilOtherEmptyNeverOpens() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(230, 4), .completed(250)])
        let r = scheduler.createHotObservable([.completed(225, Int.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilSourceErrorBeforeOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])
        let r = scheduler.createHotObservable([.next(230, 1)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilSourceIsSubscribedBeforeOther() {
        var log: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { log.append("source") })
        let other = Observable<Int>.never().do(onSubscribe: { log.append("other") })
        let subscription = source.skip(until: other).subscribe()
        XCTAssertEqual(log, ["source", "other"])
        subscription.dispose()
    }

    func testSkipUntilDisposedDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(260, 4)])
        let r = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start(disposed: 250) { l.skip(until: r) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 250)])
    }
}
