import XCTest
import Rx
import RxTesting

final class SkipTests: RxTest {
    func testSkipDropsTheFirstElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)
        ])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [.next(230, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipZeroMirrorsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(0) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    }

    func testSkipMoreThanTheSourceHas() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.skip(5) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipPassesErrorDuringTheSkippedPart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.skip(3) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.skip(1) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipCountsPerSubscription() {
        let numbers = Observable.of(1, 2, 3).skip(1)
        var first: [Int] = []
        var second: [Int] = []
        _ = numbers.subscribe(onNext: { first.append($0) })
        _ = numbers.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [2, 3])
        XCTAssertEqual(second, [2, 3])
    }
}

final class SkipDurationTests: RxTest {
    func testSkipDurationDropsEarlyElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSkipZeroDurationOpensOneTickAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(200, 0), .next(201, 1), .next(210, 2), .completed(240)])
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(240)])
    }

    func testSkipDurationLongerThanTheSourceOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(230)])
    }

    func testSkipDurationPassesErrorAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipDurationElementAtTheSameInstantAsTheTimerIsDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(215, 1), .next(216, 2), .completed(300)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(216, 2), .completed(300)])
    }

    func testSkipDurationDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.skip(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipDurationTimerStartsAtEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let skipped = xs.skip(.seconds(20), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = skipped.subscribe(first) }
        scheduler.scheduleAt(500) { _ = skipped.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(130, 2), .completed(140)])
        XCTAssertEqual(second.events, [.next(530, 2), .completed(540)])
    }
}
