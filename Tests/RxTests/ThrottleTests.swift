import XCTest
import Rx
import RxTesting

final class ThrottleTests: RxTest {
    private func standardSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .next(410, 6), .next(450, 7), .completed(500)
        ])
    }

    // MARK: latest: true

    func testLatestEmitsLastElementOfEachPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        // 6 arrives exactly when the period that began at 210 ends, so it is
        // sent at once; 7 waits for the end of the period that began at 410.
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testLatestShortPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(400)
        ])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 3), .next(310, 4), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testLatestIsTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.throttle(.seconds(50), latest: true, scheduler: scheduler) }
        let defaulted = TestScheduler(initialClock: 0)
        let ys = defaulted.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let defaultRes = defaulted.start { ys.throttle(.seconds(50), scheduler: defaulted) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(defaultRes.events, res.events)
    }

    func testLatestCompletionWaitsForPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(310, 2), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testLatestErrorDropsPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testLatestDisposalCancelsPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.throttle(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: latest: false

    func testNotLatestDropsElementsInsidePeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testNotLatestSendsFirstElementAfterPeriodAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .next(320, 5), .completed(400)
        ])
        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(300, 4), .completed(400)])
    }

    func testNotLatestCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.throttle(.seconds(100), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testNotLatestError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.throttle(.seconds(100), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    }

    // MARK: edge cases

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.throttle(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMillisecondPeriodOnFinerResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.throttle(.milliseconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
    }

    func testElementsSentByObserverDuringEmissionGoThroughAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.throttle(.seconds(10), scheduler: scheduler).subscribe { event in
                observer.on(event)
                if case .next(let value) = event, value < 3 { subject.onNext(value + 1) }
            }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        // As in RxSwift, a period starts once an element has been delivered:
        // elements sent from inside the delivery are not throttled by it.
        XCTAssertEqual(observer.events, [.next(210, 1), .next(210, 2), .next(210, 3)])
    }

    func testRealTimeOnMainScheduler() {
        let done = expectation(description: "latest emitted")
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.throttle(.milliseconds(30), scheduler: MainScheduler.instance)
            .subscribe(onNext: { value in
                received.append(value)
                if received.count == 2 { done.fulfill() }
            })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [1])
        wait(for: [done], timeout: 1)
        subscription.dispose()
        XCTAssertEqual(received, [1, 3])
    }
}
