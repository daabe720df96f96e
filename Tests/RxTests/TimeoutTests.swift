import XCTest
import Rx
import RxTesting

final class TimeoutTests: RxTest {
    private func assertTimeoutError(
        _ events: [Recorded<Event<Int>>], at time: TestTime,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let last = events.last, last.time == time, let error = last.value.error else {
            return XCTFail("expected an error at \(time), got \(events)", file: file, line: line)
        }
        guard case RxError.timeout? = error as? RxError else {
            return XCTFail("expected RxError.timeout, got \(error)", file: file, line: line)
        }
    }

    func testNoTimeoutWhenElementsComeInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 2), .completed(280)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testTimesOutBeforeFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(400)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(250, RxError.timeout)])
        assertTimeoutError(res.events, at: 250)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTimesOutBetweenElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3), .completed(400)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events.count, 3)
        XCTAssertEqual(Array(res.events.prefix(2)), [.next(210, 1), .next(240, 2)])
        assertTimeoutError(res.events, at: 290)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testElementArrivingExactlyAtDueTimeWins() {
        // The hot source's event at 250 was scheduled before the timer.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(260)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(260)])
    }

    func testNeverTimesOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never().timeout(.seconds(100), scheduler: scheduler) }
        assertTimeoutError(res.events, at: 300)
        XCTAssertEqual(res.events.count, 1)
    }

    func testSourceErrorBeforeTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEmptySourceCompletesBeforeTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(220)])
    }

    func testDisposedBeforeTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start(disposed: 240) { xs.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3), .completed(400)])
        let ys = scheduler.createColdObservable([.next(10, -1), .next(20, -2), .completed(30)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 1), .next(240, 2), .next(300, -1), .next(310, -2), .completed(320)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(290, 320)])
    }

    func testOtherNotSubscribedWithoutTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, -1)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testOtherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(400, 1)])
        let ys = scheduler.createColdObservable([.next(5, -1), .error(10, testError)])
        let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(255, -1), .error(260, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
    }

    func testDisposingAfterSwitchDisposesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(400, 1)])
        let ys = scheduler.createColdObservable([.next(10, -1), .next(100, -2)])
        let res = scheduler.start(disposed: 300) { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(260, -1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])
    }

    func testOtherAcceptsAnyObservableConvertible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(400, 1)])
        let relay = BehaviorRelay(value: 7)
        let res = scheduler.start(disposed: 300) { xs.timeout(.seconds(20), other: relay, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 7)])
    }

    func testObserverSendingIntoSourceResetsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.timeout(.seconds(30), scheduler: scheduler).subscribe { event in
                observer.on(event)
                if case .next(let value) = event, value < 3 { subject.onNext(value + 1) }
            }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(Array(observer.events.prefix(3)), [.next(210, 1), .next(210, 2), .next(210, 3)])
        XCTAssertEqual(observer.events.count, 4)
        assertTimeoutError(observer.events, at: 240)
    }

    func testRealTimeTimeoutOnBackgroundScheduler() {
        let done = expectation(description: "failed")
        var failure: Error?
        let subscription = Observable<Int>.never()
            .timeout(.milliseconds(20), scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .subscribe(onError: { error in
                failure = error
                done.fulfill()
            })
        wait(for: [done], timeout: 1)
        subscription.dispose()
        guard case RxError.timeout? = failure as? RxError else { return XCTFail("expected timeout, got \(String(describing: failure))") }
    }

    func testSwitchToOtherBeforeAnyElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500)
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 620)])
    }

    func testSwitchToOtherAfterSomeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500)
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3), .completed(730)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(ys.subscriptions, [Subscription(410, 730)])
    }
}
