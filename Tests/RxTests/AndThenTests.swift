import XCTest
import Rx
import RxTesting

final class AndThenTests: RxTest {
    func testAndThenSingleSubscribesAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [.next(260, 1), .completed(260)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 260)])
    }

    func testAndThenErrorSkipsSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.error(230, testError)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenDisposedDuringSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
        let second = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let res = scheduler.start(disposed: 270) { first.asCompletable().andThen(second.asMaybe()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 270)])
    }

    func testAndThenDisposedDuringFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start(disposed: 240) { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenObservableEmitsAllOfSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
        let second = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 1), .next(270, 2), .error(280, testError)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 280)])
    }

    func testAndThenMaybeEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Completable.empty().andThen(Maybe<Int>.empty()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testAndThenChainOfCompletables() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let c = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let res = scheduler.start {
            a.asCompletable().andThen(b.asCompletable()).andThen(c.asCompletable())
        }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(c.subscriptions, [Subscription(230, 260)])
    }
}
