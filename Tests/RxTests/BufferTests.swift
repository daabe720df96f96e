import XCTest
import Rx
import RxTesting

final class BufferTests: RxTest {
    private func standardSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(600))
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), end
        ])
    }

    func testEmitsOnCountOrTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
                .next(580, []), .next(600, []), .completed(600)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testErrorDropsCurrentBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler, end: .error(600, testError))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
                .next(580, []), .error(600, testError)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let res = scheduler.start(disposed: 370) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func testCompletionEmitsPartialBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, [1, 2]), .completed(230)])
    }

    func testEmptyEmitsEmptyBufferThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
    }

    func testNeverEmitsEmptyBuffersOnEveryTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start(disposed: 450) { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, []), .next(400, [])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testCountOfOneEmitsEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(1000), count: 1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, [1]), .next(220, [2]), .next(230, []), .completed(230)])
    }

    func testFullBufferRestartsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(290, 1), .next(295, 2), .next(350, 3), .completed(500)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler) }
        // The timer that would have ended at 300 was replaced at 295.
        XCTAssertEqual(res.events, [.next(295, [1, 2]), .next(395, [3]), .next(495, []), .next(500, []), .completed(500)])
    }

    func testObserverSendingIntoSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver([Int].self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler).subscribe { event in
                observer.on(event)
                if case .next(let values) = event, values == [1, 2] { subject.onNext(3) }
            }
        }
        scheduler.scheduleAt(210) {
            subject.onNext(1); subject.onNext(2)
        }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, [1, 2]), .next(260, [3])])
    }
}
