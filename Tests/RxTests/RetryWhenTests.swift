import XCTest
import Rx
import RxTesting

/// A trigger that emits `0` `ticks` after each error.
private func delayedTrigger<Failure>(
    _ errors: Observable<Failure>, ticks: Int,
    on scheduler: TestScheduler
) -> Observable<Int> {
    Observable.create { observer in
        let timers = CompositeDisposable()
        let subscription = errors.subscribe(onNext: { _ in
            _ = timers.insert(
                scheduler.scheduleRelative((), dueTime: .seconds(ticks)) { _ in
                    observer.onNext(0)
                    return Disposables.create()
                })
        })
        return Disposables.create(subscription, timers)
    }
}

final class RetryWhenTests: RxTest {
    func testRetryWhenSynchronousTriggerRetriesAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry(when: { errors in errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 3 }) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryWhenDelayedTriggerResubscribesWhenItFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 400) {
            xs.retry(when: { errors in delayedTrigger(errors, ticks: 50, on: scheduler) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(280, 1), .next(350, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(270, 290), Subscription(340, 360)])
    }

    func testRetryWhenTriggerErrorEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry(when: { errors in errors.map { _ -> Int in throw testError2 } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryWhenTriggerCompletedBeforeTheErrorCompletesAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(when: { _ in Observable<Int>.empty() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryWhenSourceCompletionDisposesTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let trigger = scheduler.createHotObservable([.next(500, 0)])
        let res = scheduler.start { xs.retry(when: { _ in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testRetryWhenHotTriggerResubscribesOnlyAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let trigger = scheduler.createHotObservable([.next(205, 0), .next(300, 0)])
        let res = scheduler.start { xs.retry(when: { _ in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(310, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 1000)])
    }

    func testRetryWhenDisposedWhileWaitingForTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let trigger = scheduler.createHotObservable([.next(300, 0)])
        let res = scheduler.start(disposed: 250) { xs.retry(when: { _ in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhenTypedHandlerPassesOtherErrorsOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        var handled = 0
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<TestError>) in errors.map { _ in handled += 1 } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(handled, 0)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryWhenTypedHandlerReceivesTypedErrors() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return .error(TestError(attempts))
        }
        var codes: [Int] = []
        var events: [Event<Int>] = []
        _ =
            source
            .retry(when: { (errors: Observable<TestError>) in errors.do(onNext: { codes.append($0.code) }).take(2) })
            .subscribe { events.append($0) }
        XCTAssertEqual(codes, [1, 2])
        XCTAssertEqual(attempts, 2)
        XCTAssertEqual(events, [.completed])
    }

    func testRetryWhenSynchronousFailuresLoopUntilSuccess() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts < 1_000 ? .error(testError) : .just(attempts)
        }
        var events: [Event<Int>] = []
        _ = source.retry(when: { errors in errors }).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1_000), .completed])
    }

    func testRetryWhenCallsTheHandlerOncePerSubscription() {
        var handlerCalls = 0
        let retried = Observable<Int>.just(1).retry(when: { errors -> Observable<Error> in
            handlerCalls += 1
            return errors
        })
        _ = retried.subscribe()
        _ = retried.subscribe()
        XCTAssertEqual(handlerCalls, 2)
    }

    func testRetryWhenTriggerIsSubscribedBeforeTheSource() {
        var log: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { log.append("source") })
        let subscription = source.retry(when: { errors in
            errors.do(onSubscribe: { log.append("trigger") })
        }).subscribe()
        XCTAssertEqual(log, ["trigger", "source"])
        subscription.dispose()
    }
}
