import Foundation
import XCTest
import Rx
import RxTesting

final class DelayTests: RxTest {
    func testShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550)
        ])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testKeepsGapsShorterThanDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(235, 3), .completed(240)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(260, 1), .next(270, 2), .next(285, 3), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testErrorIsNotDelayedAndDropsPendingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .error(300, testError)])
        let res = scheduler.start { xs.delay(.seconds(70), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 1), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testErrorWithNothingPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(250, testError)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(250, testError)])
    }

    func testEmptyDelaysCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposalCancelsPendingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start(disposed: 265) { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(260, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testColdSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSynchronousSourceArrivesTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).delay(.seconds(10), scheduler: scheduler) }
        // All three arrive at 200; the first at 210, each next one is then
        // due at once, and the test scheduler runs due work one tick later.
        XCTAssertEqual(res.events, [.next(210, 1), .next(211, 2), .next(212, 3), .completed(213)])
    }

    func testObserverSendingIntoSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.delay(.seconds(10), scheduler: scheduler).subscribe { event in
                observer.on(event)
                if case .next(let value) = event, value < 3 { subject.onNext(value + 1) }
            }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2), .next(240, 3)])
    }

    func testErrorSentByObserverDuringDeliveryFollowsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.delay(.seconds(10), scheduler: scheduler).subscribe { event in
                observer.on(event)
                if case .next(1) = event { subject.onError(testError) }
            }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(215) { subject.onNext(2) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        // The error arrives while the drain is delivering 1: the drain sends
        // it right after, and 2, still waiting, is dropped.
        XCTAssertEqual(observer.events, [.next(220, 1), .error(220, testError)])
    }

    func testManyPendingEventsKeepOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable((0..<200).map { Recorded.next(201 + $0, $0) } + [.completed(401)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, (0..<200).map { Recorded.next(301 + $0, $0) } + [.completed(501)])
    }

    func testConcurrentSchedulerKeepsOrderWithoutOverlap() {
        let done = expectation(description: "completed")
        let detector = OverlapDetector()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.delay(.milliseconds(5), scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .subscribe(
                onNext: { value in
                    detector.enter()
                    received.append(value)
                    detector.leave()
                }, onCompleted: { done.fulfill() })
        for value in 0..<500 {
            subject.onNext(value)
            if value % 100 == 0 { Thread.sleep(forTimeInterval: 0.001) }
        }
        subject.onCompleted()
        wait(for: [done], timeout: 1)
        subscription.dispose()
        XCTAssertEqual(detector.overlaps, 0)
        XCTAssertEqual(received, Array(0..<500))
    }

    func testRealTimeDelayOnMainScheduler() {
        let done = expectation(description: "completed")
        let start = Date()
        var elapsed: TimeInterval = 0
        var received: [Int] = []
        let subscription = Observable.of(1, 2).delay(.milliseconds(50), scheduler: MainScheduler.instance)
            .subscribe(
                onNext: { received.append($0) },
                onCompleted: {
                    elapsed = Date().timeIntervalSince(start)
                    done.fulfill()
                })
        XCTAssertEqual(received, [])
        wait(for: [done], timeout: 1)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2])
        XCTAssertGreaterThanOrEqual(elapsed, 0.045)
    }
}

final class DelaySubscriptionTests: RxTest {
    func testSubscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testHotSourceEventsBeforeSubscriptionAreMissed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(260)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 260)])
    }

    func testRelaysError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .error(70, testError)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testDisposedBeforeSubscriptionNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDisposedAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start(disposed: 285) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 285)])
    }

    func testZeroDelaySubscribesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.delaySubscription(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 221)])
    }

}
