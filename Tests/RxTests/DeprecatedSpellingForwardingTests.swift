import XCTest
import Rx
import RxTesting

/// The RxSwift 5 spellings kept as deprecated forwards: each one must behave
/// exactly like the operator it was renamed to, at the same virtual times.
@available(*, deprecated)
final class DeprecatedSpellingForwardingTests: RxTest {
    // MARK: catchError / catchErrorJustReturn

    func testCatchErrorSwitchesToTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(230, testError)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        var caught: [NSError] = []
        let res = scheduler.start {
            xs.catchError { error in
                caught.append(error as NSError); return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 5), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(caught, [testError])
    }

    func testCatchErrorHandlerThatThrowsForwardsTheNewError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.catchError { _ in throw testError1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchErrorDisposedBeforeErrorNeverCallsTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])
        var handlerCalls = 0
        let res = scheduler.start(disposed: 250) {
            xs.catchError { _ in
                handlerCalls += 1; return .just(9)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(handlerCalls, 0)
    }

    func testStaticCatchErrorOverSequenceMovesToTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.catchError([first.asObservable(), second.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
    }

    func testCatchErrorJustReturnReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.catchErrorJustReturn(-1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchErrorJustReturnLeavesCompletionAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let res = scheduler.start { xs.catchErrorJustReturn(-1) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // MARK: elementAt / skipWhile / skipUntil / takeUntil / takeWhile

    func testElementAtTakesTheIndexedElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 10), .next(220, 11), .next(230, 12), .next(240, 13), .completed(300)
        ])
        let res = scheduler.start { xs.elementAt(2) }
        XCTAssertEqual(res.events, [.next(230, 12), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testElementAtPastTheEndFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 10), .completed(250)])
        let res = scheduler.start { xs.elementAt(3) }
        XCTAssertEqual(res.events.count, 1)
        assertRxError(res.events.first, at: 250, .argumentOutOfRange)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipWhileSkipsUntilThePredicateFirstFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(250)
        ])
        let res = scheduler.start { xs.skipWhile { $0 < 3 } }
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipWhileThrowingPredicateFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.skipWhile { value in
                if value == 2 { throw testError }; return true
            }
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilStartsForwardingAfterTheOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(250)])
        let other = scheduler.createHotObservable([.next(220, "go"), .completed(260)])
        let res = scheduler.start { xs.skipUntil(other) }
        XCTAssertEqual(res.events, [.next(230, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilOtherStopsAtTheOthersFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let other = scheduler.createHotObservable([.next(220, "stop")])
        let res = scheduler.start { xs.takeUntil(other) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateInclusiveAndExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(250)])
        let inclusive = scheduler.start { xs.takeUntil(.inclusive, predicate: { $0 > 3 }) }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 5), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(250)])
        let exclusive = scheduler2.start { ys.takeUntil(.exclusive, predicate: { $0 > 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhileCompletesWhenThePredicateFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250)
        ])
        let res = scheduler.start { xs.takeWhile { $0 < 3 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: retryWhen

    func testRetryWhenResubscribesThenFailsWhenTheTriggerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retryWhen { (errors: Observable<Error>) in
                errors.enumerated().flatMap { pair -> Observable<Int> in
                    pair.index < 1 ? .just(0) : .error(pair.element)
                }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testRetryWhenDelayedTriggerWaitsBeforeResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retryWhen { (errors: Observable<Error>) in
                errors.enumerated().flatMap { pair -> Observable<Int> in
                    pair.index < 2 ? Observable<Int>.timer(.seconds(5), scheduler: scheduler) : .error(pair.element)
                }
            }
        }
        // Errors at 220 and 245 resubscribe 5 ticks later; the third error
        // (at 270) makes the trigger fail, which fails the result.
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1), .next(260, 1), .error(270, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(250, 270)])
    }

    // MARK: observeOn / subscribeOn / take(_:scheduler:)

    func testObserveOnDeliversOneTickLaterOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.observeOn(scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(241, 2), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSubscribeOnSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(300, testError)])
        let res = scheduler.start { xs.subscribeOn(scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testTakeForDurationSpellingCompletesAtTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.take(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    // MARK: PrimitiveSequence spellings

    func testSingleCatchErrorAndRetryWhenForward() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, testError, Int.self)])
        let res = scheduler.start {
            xs.asSingle().catchError { _ in Single.just(4) }
        }
        XCTAssertEqual(res.events, [.next(210, 4), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        let scheduler2 = TestScheduler(initialClock: 0)
        var attempts = 0
        let retried = scheduler2.start {
            Single<Int>.deferred {
                attempts += 1
                return attempts < 2 ? .error(testError) : .just(attempts * 10)
            }
            .retryWhen { (errors: Observable<Error>) in errors }
        }
        XCTAssertEqual(retried.events, [.next(200, 20), .completed(200)])
        XCTAssertEqual(attempts, 2)
    }

    func testMaybeObserveOnAndSubscribeOnForward() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 7), .completed(240)])
        let res = scheduler.start { xs.asMaybe().subscribeOn(scheduler).observeOn(scheduler) }
        // asMaybe emits at 240 and disposes its upstream there; observeOn
        // delivers each event one tick apart.
        XCTAssertEqual(res.events, [.next(241, 7), .completed(242)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 240)])
    }

    // MARK: more edge cases of the same spellings

    func testTakeUntilOtherErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.error(220, testError)])
        let res = scheduler.start { xs.takeUntil(other) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilOtherThatNeverEmitsSuppressesTheSourcesCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.completed(220)])
        let res = scheduler.start { xs.skipUntil(other) }
        // RxSwift: the source's completion is only forwarded once the other has
        // emitted; until then nothing at all is forwarded.
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhileThrowingPredicateFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.takeWhile { value in
                if value == 2 { throw testError1 }; return true
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testElementAtForwardsAnErrorBeforeTheIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.elementAt(1) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSubscribeOnDisposalIsScheduledToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.subscribeOn(scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 251)])
    }

    func testTakeForDurationSpellingDisposedBeforeTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 215) { xs.take(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }
}
