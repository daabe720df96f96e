import XCTest
import Rx
import RxTesting

final class PrimitiveSequenceOperatorTests: RxTest {
    /// A `Single` that succeeds with `value` `after` ticks from subscription.
    private func single<T>(_ scheduler: TestScheduler, _ value: T, after: TestTime) -> (TestableObservable<T>, Single<T>) {
        let cold = scheduler.createColdObservable([.next(after, value), .completed(after)])
        return (cold, cold.asSingle())
    }

    func testSingleMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let (source, one) = single(scheduler, 2, after: 10)
        let res = scheduler.start { one.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .completed(210)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    func testSingleMapThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, one) = single(scheduler, 2, after: 10)
        let res = scheduler.start { one.map { _ -> Int in throw testError } }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }

    func testSingleFilterAndCompactMapGiveMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, three) = single(scheduler, 3, after: 10)
        XCTAssertEqual(scheduler.start { three.filter { $0 > 5 } }.events, [.completed(210)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let (_, four) = single(scheduler2, 4, after: 10)
        XCTAssertEqual(
            scheduler2.start { four.compactMap { $0 % 2 == 0 ? "\($0)" : nil } }.events,
            [.next(210, "4"), .completed(210)])
    }

    func testSingleFlatMapWaitsForTheInnerSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let (outer, one) = single(scheduler, 1, after: 10)
        var inners: [TestableObservable<String>] = []
        let res = scheduler.start {
            one.flatMap { value -> Single<String> in
                let (inner, result) = self.single(scheduler, "v\(value)", after: 20)
                inners.append(inner)
                return result
            }
        }
        XCTAssertEqual(res.events, [.next(230, "v1"), .completed(230)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 230)]])
    }

    func testSingleFlatMapMaybeAndCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, one) = single(scheduler, 1, after: 10)
        XCTAssertEqual(scheduler.start { one.flatMapMaybe { _ in Maybe<Int>.empty() } }.events, [.completed(210)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let (_, two) = single(scheduler2, 2, after: 10)
        let completable = scheduler2.createColdObservable([Recorded<Event<Never>>.completed(15)])
        XCTAssertEqual(
            scheduler2.start { two.flatMapCompletable { _ in completable.asCompletable() } }.events,
            [.completed(225)])
    }

    func testSingleFlatMapThrowingSelectorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, one) = single(scheduler, 1, after: 10)
        let res = scheduler.start { one.flatMap { _ -> Single<Int> in throw testError } }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }

    func testSingleZipArityWithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let (a, first) = single(scheduler, 1, after: 10)
        let (b, second) = single(scheduler, "a", after: 30)
        let res = scheduler.start { Single.zip(first, second) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "1a"), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testSingleZipTupleOfThreeAndEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.zip(Single.just(1), Single.just("b"), Single.just(true)).map { "\($0.0)\($0.1)\($0.2)" }
        }
        XCTAssertEqual(res.events, [.next(200, "1btrue"), .completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let eight = scheduler2.start {
            Single.zip(
                Single.just(1), Single.just(2), Single.just(3), Single.just(4),
                Single.just(5), Single.just(6), Single.just(7), Single.just(8)
            )
            .map { (values: (Int, Int, Int, Int, Int, Int, Int, Int)) -> Int in
                let (a, b, c, d, e, f, g, h) = values
                return [a, b, c, d, e, f, g, h].reduce(0, +)
            }
        }
        XCTAssertEqual(eight.events, [.next(200, 36), .completed(200)])
    }

    func testSingleZipFailsAsSoonAsOneFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, slow) = single(scheduler, 1, after: 50)
        let failing = scheduler.createColdObservable([.error(20, testError, Int.self)]).asSingle()
        let res = scheduler.start { Single.zip(slow, failing) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, testError)])
    }

    func testSingleZipCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, a) = single(scheduler, 1, after: 10)
        let (_, b) = single(scheduler, 2, after: 20)
        XCTAssertEqual(scheduler.start { Single.zip([a, b]) }.events, [.next(220, [1, 2]), .completed(220)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let (_, c) = single(scheduler2, 1, after: 10)
        let (_, d) = single(scheduler2, 2, after: 20)
        XCTAssertEqual(
            scheduler2.start { Single.zip([c, d]) { $0.reduce(0, +) } }.events,
            [.next(220, 3), .completed(220)])
    }

    func testSingleZipEmptyCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single<Int>.zip([Single<Int>]()) }.events, [.next(200, []), .completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler2.start { Single<Int>.zip([Single<Int>]()) { $0.count } }.events,
            [.next(200, 0), .completed(200)])
    }

    func testMaybeZip() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 } }.events,
            [.next(200, 3), .completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler2.start { Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 } }.events,
            [.completed(200)])
    }

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

    func testDoHandlersOfSingle() {
        var log: [String] = []
        _ = Single.just(1)
            .do(
                onSuccess: { log.append("onSuccess \($0)") }, afterSuccess: { log.append("afterSuccess \($0)") },
                onError: { _ in log.append("onError") }, onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") }
            )
            .subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log, ["onSubscribe", "onSuccess 1", "success 1", "afterSuccess 1", "onSubscribed", "onDispose"])
    }

    func testDoThrowingHandlerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).do(onSuccess: { _ in throw testError }) }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func testDoHandlersOfMaybe() {
        var log: [String] = []
        _ = Maybe<Int>.empty()
            .do(
                onNext: { _ in log.append("onNext") }, onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") }
            )
            .subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["onCompleted", "completed", "afterCompleted"])
    }

    func testMaybeMapFilterFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Maybe.just(2).map { $0 + 1 }.filter { $0 == 3 }.flatMap { Maybe.just("\($0)") }.compactMap { Int($0) }
        }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler2.start { Maybe<Int>.empty().flatMap { Maybe.just($0) } }.events, [.completed(200)])
    }

    func testCompletableConcatRunsOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let res = scheduler.start { a.asCompletable().concat(b.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 230)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let c = scheduler2.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let failing = scheduler2.createColdObservable([Recorded<Event<Never>>.error(5, testError)])
        XCTAssertEqual(
            scheduler2.start { Completable.concat(c.asCompletable(), failing.asCompletable(), c.asCompletable()) }.events,
            [.error(215, testError)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 210)])
    }

    func testCompletableZipRunsAllAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let res = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let slow = scheduler2.createColdObservable([Recorded<Event<Never>>.completed(50)])
        let failing = scheduler2.createColdObservable([Recorded<Event<Never>>.error(5, testError)])
        XCTAssertEqual(
            scheduler2.start { Completable.zip([slow.asCompletable(), failing.asCompletable()]) }.events,
            [.error(205, testError)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 205)])
    }

    func testDebugPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).debug("single", trimOutput: true) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testMaybeIfEmptyDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(230, Int.self)])
        XCTAssertEqual(scheduler.start { empty.asMaybe().ifEmpty(default: 7) }.events, [.next(230, 7), .completed(230)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 230)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let (_, one) = single(scheduler2, 1, after: 10)
        XCTAssertEqual(scheduler2.start { one.asMaybe().ifEmpty(default: 7) }.events, [.next(210, 1), .completed(210)])
    }

    func testMaybeIfEmptySwitchToMaybeAndSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(230, Int.self)])
        let (other, fallback) = single(scheduler, 5, after: 20)
        XCTAssertEqual(
            scheduler.start { empty.asMaybe().ifEmpty(switchTo: fallback) }.events,
            [.next(250, 5), .completed(250)])
        XCTAssertEqual(other.subscriptions, [Subscription(230, 250)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let empty2 = scheduler2.createHotObservable([.completed(230, Int.self)])
        XCTAssertEqual(
            scheduler2.start { empty2.asMaybe().ifEmpty(switchTo: Maybe<Int>.empty()) }.events,
            [.completed(230)])
    }

    func testMaybeIfEmptyKeepsError() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Maybe<Int>.error(testError).ifEmpty(default: 1) }.events, [.error(200, testError)])
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

    @available(*, deprecated)
    func testDeprecatedSpellingsForward() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.error(testError).catchError { _ in .just(1) }
                .observeOn(scheduler)
                .subscribeOn(scheduler)
        }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe<Int>.error(testError).catchErrorJustReturn(2) }.events,
            [.next(200, 2), .completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Single<Int>.error(testError).catchErrorJustReturn(3) }.events,
            [.next(200, 3), .completed(200)])
        var attempts = 0
        let retried = TestScheduler(initialClock: 0).start {
            Single<Int>.deferred {
                attempts += 1
                return attempts < 2 ? .error(testError) : .just(attempts)
            }
            .retryWhen { (errors: Observable<Error>) in errors }
        }
        XCTAssertEqual(retried.events, [.next(200, 2), .completed(200)])
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

    func testUsingFactoryThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = false
        let res = scheduler.start {
            Single<Int>.using(
                { DisposeAction { disposed = true } },
                primitiveSequenceFactory: { _ in throw testError })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertTrue(disposed)
    }

    func testSingleCreateReentrantSubscriptionInsideSuccess() {
        var log: [String] = []
        let inner = Single.just(2)
        _ = Single.just(1).subscribe(onSuccess: { value in
            log.append("outer \(value)")
            _ = inner.subscribe(onSuccess: { log.append("inner \($0)") })
            log.append("outer done")
        })
        XCTAssertEqual(log, ["outer 1", "inner 2", "outer done"])
    }
}
