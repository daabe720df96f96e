import XCTest
import Rx
import RxTesting

final class DebounceTests: RxTest {
    func testEmitsAfterQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(300, 3), .next(400, 4), .completed(500)
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(270, 2), .next(320, 3), .next(420, 4), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testRapidElementsRestartTheWait() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(235, 3), .next(300, 4), .completed(400)
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(255, 3), .next(320, 4), .completed(400)])
    }

    func testCompletionFlushesWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(310)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .next(310, 2), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testElementExactlyAtDueTimeIsTheOneEmittedLater() {
        // The source's event at 230 is scheduled before the timer that ends at
        // 230, so it arrives first, restarts the wait, and 1 is never emitted.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 2), .completed(400)])
    }

    func testErrorDropsWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .error(250, testError)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposalCancelsWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start(disposed: 260) { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testZeroDueTimeEmitsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(231, 2), .completed(240)])
    }

    func testMillisecondsOnFinerResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(300, 3), .completed(400)])
        let res = scheduler.start { xs.debounce(.milliseconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(235, 2), .next(320, 3), .completed(400)])
    }

    func testObserverSendingIntoSourceRestartsWait() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.debounce(.seconds(10), scheduler: scheduler).subscribe { event in
                observer.on(event)
                if case .next(let value) = event, value < 3 { subject.onNext(value + 1) }
            }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2), .next(240, 3)])
    }

    func testRealTimeOnMainScheduler() {
        let done = expectation(description: "completed")
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.debounce(.milliseconds(30), scheduler: MainScheduler.instance)
            .subscribe(onNext: { value in
                received.append(value)
                done.fulfill()
            })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(received, [])
        wait(for: [done], timeout: 1)
        subscription.dispose()
        XCTAssertEqual(received, [3])
    }
}
