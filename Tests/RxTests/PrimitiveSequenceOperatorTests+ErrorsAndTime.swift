import XCTest
import Rx
import RxTesting

/// Single, Maybe and Completable: catch, retry, timeout, delay and the
/// schedulers.
extension PrimitiveSequenceOperatorTests {
    func testCatchSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(230, testError, Int.self)])
        let res = scheduler.start { failing.asSingle().catch { _ in .just(5) } }
        XCTAssertEqual(res.events, [.next(230, 5), .completed(230)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 230)])
    }

    func testCatchHandlerThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.error(testError1).catch { _ in throw testError2 } }
        XCTAssertEqual(res.events, [.error(200, testError2)])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single<Int>.error(testError).catchAndReturn(9) }.events,
            [.next(200, 9), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe<Int>.error(testError).catchAndReturn(8) }.events,
            [.next(200, 8), .completed(200)])
    }

    func testRetryResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.error(10, testError, Int.self)])
        let res = scheduler.start { source.asSingle().retry(3) }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetryWhenResubscribesOnTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let res = scheduler.start {
            Single<Int>.deferred {
                attempts += 1
                return attempts < 3 ? .error(testError) : .just(attempts)
            }
            .retry(when: { (errors: Observable<Error>) in errors.map { _ in () } })
        }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    }

    func testTimeoutFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.never().timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events.count, 1)
        assertRxError(res.events.first, at: 250, .timeout)
    }

    func testTimeoutSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, late) = single(scheduler, 1, after: 80)
        let res = scheduler.start { late.timeout(.seconds(50), other: .just(3), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 3), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testTimeoutNotReachedPassesTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, early) = single(scheduler, 1, after: 20)
        let res = scheduler.start { early.timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
    }

    func testDelayAndDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        // Delay forwards one event per scheduled run: the completion, due at
        // the same time, goes out on the next tick (as in RxSwift).
        XCTAssertEqual(
            scheduler.start { Single.just(1).delay(.seconds(30), scheduler: scheduler) }.events,
            [.next(230, 1), .completed(231)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let (source, one) = single(scheduler2, 1, after: 10)
        XCTAssertEqual(
            scheduler2.start { one.delaySubscription(.seconds(20), scheduler: scheduler2) }.events,
            [.next(230, 1), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(220, 230)])
    }

    func testObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        // observe(on:) delivers one queued event per scheduled run.
        XCTAssertEqual(scheduler.start { Single.just(1).observe(on: scheduler) }.events, [.next(201, 1), .completed(202)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let (source, one) = single(scheduler2, 1, after: 10)
        XCTAssertEqual(scheduler2.start { one.subscribe(on: scheduler2) }.events, [.next(211, 1), .completed(211)])
        XCTAssertEqual(source.subscriptions, [Subscription(201, 211)])
    }

    func testRetryWhenWithTypedErrorsStopsWhenTriggerCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.error(10, testError, Int.self)])
        let res = scheduler.start {
            source.asSingle().retry(when: { (errors: Observable<NSError>) in errors.take(1) })
        }
        // One retry on the first error; the trigger completes on the second,
        // which completes the sequence without a value (RxSwift's retry(when:)).
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }

    func testMaybeTimerAndTimeoutToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Maybe<Int>.timer(.seconds(5), scheduler: scheduler) }.events,
            [.next(205, 0), .completed(205)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler2.start { Maybe<Int>.never().timeout(.seconds(5), other: .empty(), scheduler: scheduler2) }.events,
            [.completed(205)])
    }

    func testCompletableDoOnErrorAndDelay() {
        var log: [String] = []
        _ = Completable.error(TestError(1))
            .do(onError: { log.append("onError \($0)") }, afterError: { _ in log.append("afterError") })
            .subscribe(onError: { _ in log.append("error") })
        XCTAssertEqual(log, ["onError TestError(1)", "error", "afterError"])
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Completable.empty().delay(.seconds(10), scheduler: scheduler) }.events,
            [.completed(210)])
    }
}
