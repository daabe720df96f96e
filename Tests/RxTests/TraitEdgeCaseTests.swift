import XCTest
import Rx
import RxTesting

/// Single, Maybe, Completable and Infallible edge cases: disposal before the
/// terminal event, timeouts, retry(when:), Completable.zip and fallbacks that
/// fail themselves.
final class TraitEdgeCaseTests: RxTest {
    // MARK: Single

    func testSingleFromHotSourceDisposedBeforeSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(310)])
        let res = scheduler.start(disposed: 250) { xs.asSingle() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingleCreateSuccessAfterDisposalIsDroppedAndCleanupRunsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((SingleEvent<Int>) -> Void)?
        var cleanups: [TestTime] = []
        scheduler.scheduleAt(300) { observer?(.success(1)) }
        let res = scheduler.start(disposed: 250) {
            Single<Int>.create { o in
                observer = o
                return Disposables.create { cleanups.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(cleanups, [250])
        observer = nil
    }

    func testSingleTimeoutForwardsAnErrorThatArrivesBeforeTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, testError, Int.self)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleTimeoutDisposedBeforeTheDueTimeEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start(disposed: 230) { xs.asSingle().timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSingleTimeoutSubscribesToADelayedOtherAtTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(10)])
        let res = scheduler.start {
            xs.asSingle().timeout(.seconds(50), other: ys.asSingle(), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(260, 9), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
    }

    func testSingleRetryWhenTriggerFailureEndsWithTheTriggersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, testError, Int.self)])
        let res = scheduler.start {
            xs.asSingle().retry(when: { (errors: Observable<Error>) in
                errors.flatMap { _ in Observable<Int>.error(testError2) }
            })
        }
        XCTAssertEqual(res.events, [.error(210, testError2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSingleRetryWhenWithDelayedTriggerSucceedsOnTheThirdAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let res = scheduler.start {
            Single<Int>.deferred {
                attempts += 1
                let attempt = attempts
                return Observable<Int>.timer(.seconds(10), scheduler: scheduler)
                    .flatMap { _ -> Observable<Int> in attempt < 3 ? .error(testError) : .just(attempt) }
                    .asSingle()
            }
            .retry(when: { (errors: Observable<Error>) in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
            })
        }
        // Attempts at 200, 215 and 230 (each fails 10 ticks in, the trigger waits 5).
        XCTAssertEqual(res.events, [.next(240, 3), .completed(240)])
        XCTAssertEqual(attempts, 3)
    }

    func testSingleRetryWhenDisposedWhileWaitingForTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, testError, Int.self)])
        let res = scheduler.start(disposed: 250) {
            xs.asSingle().retry(when: { (errors: Observable<Error>) in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
            })
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: Completable.zip

    func testCompletableZipOfNothingCompletesImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Completable.zip([Completable]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testCompletableZipVariadicCompletesWhenTheLastCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let c = scheduler.createHotObservable([Recorded<Event<Never>>.completed(260)])
        let res = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable(), c.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 260)])
    }

    func testCompletableZipDisposedBeforeCompletionDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(100)])
        let res = scheduler.start(disposed: 250) { Completable.zip([a.asCompletable(), b.asCompletable()]) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testCompletableZipFirstErrorWinsAndOthersAreDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.error(20, testError2)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.error(10, testError1)])
        let res = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()) }
        XCTAssertEqual(res.events, [.error(210, testError1)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }

    // MARK: Maybe

    func testMaybeIfEmptySwitchToMaybeThatFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let fallback = scheduler.createColdObservable([.error(10, testError, Int.self)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: fallback.asMaybe()) }
        XCTAssertEqual(res.events, [.error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 240)])
    }

    func testMaybeIfEmptySourceErrorNeverSubscribesTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, testError1)])
        let fallback = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: fallback.asMaybe()) }
        XCTAssertEqual(res.events, [.error(230, testError1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(fallback.subscriptions, [])
    }

    func testMaybeIfEmptySwitchToSingleThatFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let fallback = scheduler.createColdObservable([.error(5, testError2, Int.self)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: fallback.asSingle()) }
        XCTAssertEqual(res.events, [.error(235, testError2)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 235)])
    }

    func testMaybeIfEmptyDisposedWhileOnTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let fallback = scheduler.createColdObservable([.next(100, 5), .completed(100)])
        let res = scheduler.start(disposed: 260) { xs.asMaybe().ifEmpty(switchTo: fallback.asMaybe()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 260)])
    }

    func testMaybeFromHotSourceDisposedBeforeTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asMaybe() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: Infallible

    func testAsInfallibleOnErrorFallbackToDisposedWhileOnTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let fallback = scheduler.createColdObservable([.next(10, 8), .next(50, 9), .completed(60)])
        let res = scheduler.start(disposed: 260) {
            xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: -1))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 8)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 260)])
    }

    func testAsInfallibleOnErrorFallbackToUnusedWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let fallback = scheduler.createColdObservable([.next(10, 8), .completed(20)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: -1)) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(240)])
        XCTAssertEqual(fallback.subscriptions, [])
    }

    func testInfallibleCreateDisposalDropsLaterEventsAndCleansUpOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((InfallibleEvent<Int>) -> Void)?
        var cleanups: [TestTime] = []
        scheduler.scheduleAt(220) { observer?(.next(1)) }
        scheduler.scheduleAt(300) { observer?(.next(2)) }
        scheduler.scheduleAt(310) { observer?(.completed) }
        let res = scheduler.start(disposed: 250) {
            Infallible<Int>.create { o in
                observer = o
                return Disposables.create { cleanups.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(cleanups, [250])
        observer = nil
    }

    func testInfallibleCreateCompletionCleansUpAndIgnoresLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((InfallibleEvent<Int>) -> Void)?
        var cleanups: [TestTime] = []
        scheduler.scheduleAt(220) { observer?(.next(1)) }
        scheduler.scheduleAt(230) { observer?(.completed) }
        scheduler.scheduleAt(240) { observer?(.next(2)) }
        let res = scheduler.start {
            Infallible<Int>.create { o in
                observer = o
                return Disposables.create { cleanups.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(230)])
        XCTAssertEqual(cleanups, [230])
        observer = nil
    }
}
