import XCTest
import Rx
import RxTesting

/// `single()` and `single(_:)` on Observable (RxSwift 6's SingleAsync), not
/// the `Single` trait.
final class SingleAsyncTests: RxTest {
    func testSingleOneElementThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingleEmptyFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingleSecondElementFailsWithMoreThanOneElementAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleErrorsAreDistinguishable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.single() }
        // The assertion compares by domain and code: `noElements` must not pass for `moreThanOneElement`.
        XCTAssertNotEqual(res.events, [.next(210, 1), .error(220, RxError.noElements)])
        guard case .error(let error)? = res.events.last?.value, case RxError.moreThanOneElement? = error as? RxError else {
            return XCTFail("expected RxError.moreThanOneElement, got \(res.events)")
        }
    }

    func testSingleSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSingleSourceErrorAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingleNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testSingleColdSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, "a"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSinglePredicateSelectsTheOnlyMatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 2), .next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.single { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSinglePredicateSecondMatchFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs.single { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSinglePredicateWithoutMatchFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.single { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSinglePredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, -1), .next(230, 4), .completed(250)])
        let res = scheduler.start {
            xs.single { value -> Bool in
                if value < 0 { throw testError }
                return value == 4
            }
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSinglePredicateDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 4)])
        let res = scheduler.start(disposed: 240) { xs.single { $0 > 1 } }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSingleReentrantSecondElementFromTheObserverFails() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        let subscription = subject.single().subscribe(
            onNext: { value in
                events.append("next \(value)")
                if value == 1 { subject.onNext(2) }
            },
            onError: { events.append("error \(($0 as? RxError).map { "\($0)" } ?? "\($0)")") },
            onCompleted: { events.append("completed") })
        subject.onNext(1)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(events, ["next 1", "error Sequence contains more than one element."])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }
}
