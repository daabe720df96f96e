import XCTest
import Rx
import RxTesting

final class RetryTests: RxTest {
    func testRetryWithoutErrorMirrorsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testRetryInfiniteSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testRetryResubscribesAtEachErrorUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .error(250, testError)])
        let res = scheduler.start(disposed: 1100) { xs.retry() }
        XCTAssertEqual(
            res.events,
            [
                .next(300, 1), .next(350, 2), .next(400, 3),
                .next(550, 1), .next(600, 2), .next(650, 3),
                .next(800, 1), .next(850, 2), .next(900, 3),
                .next(1050, 1)
            ])
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100)
            ])
    }

    func testRetryCountFailsAfterTheLastAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, testError)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(
            res.events,
            [
                .next(205, 1), .next(210, 2), .next(215, 3),
                .next(225, 1), .next(230, 2), .next(235, 3),
                .next(245, 1), .next(250, 2), .next(255, 3),
                .error(260, testError)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryCountStopsRetryingOnceTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let res = scheduler.start {
            Observable<Int>.deferred {
                attempts += 1
                return attempts < 2 ? .error(testError) : .just(attempts)
            }.retry(5)
        }
        XCTAssertEqual(res.events, [.next(200, 2), .completed(200)])
        XCTAssertEqual(attempts, 2)
    }

    func testRetryOneBehavesAsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(205, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRetryHotSourceGetsOnlyLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError), .next(230, 2), .completed(240)])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testRetryCountDisposedBetweenAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 230) { xs.retry(10) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(225, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 230)])
    }

    func testRetryManySynchronousFailuresLoopsWithoutGrowingTheStack() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return .error(testError)
        }
        var events: [Event<Int>] = []
        _ = source.retry(50_000).subscribe { events.append($0) }
        XCTAssertEqual(attempts, 50_000)
        XCTAssertEqual(events, [.error(testError)])
    }

    func testRetryStopsOnceTheSubscriberIsDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, testError)])
        let res = scheduler.start { xs.retry().take(3) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .next(225, 1), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 225)])
    }
}
