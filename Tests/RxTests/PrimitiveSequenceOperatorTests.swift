import XCTest
import Rx
import RxTesting

final class PrimitiveSequenceOperatorTests: RxTest {
    /// A `Single` that succeeds with `value` `after` ticks from subscription.
    func single<T>(_ scheduler: TestScheduler, _ value: T, after: TestTime) -> (TestableObservable<T>, Single<T>) {
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
