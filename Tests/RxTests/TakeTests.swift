import XCTest
import Rx
import RxTesting

final class TakeTests: RxTest {
    func testTakeCompletesAfterCountElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)
        ])
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeMoreThanTheSourceHas() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.take(10) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakeErrorBeforeCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeErrorAfterCountIsNotSeen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeDisposedBeforeCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start(disposed: 240) { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testTakeOneFromColdSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 7), .next(10, 8), .completed(20)])
        let res = scheduler.start { xs.take(1) }
        XCTAssertEqual(res.events, [.next(205, 7), .completed(205)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
    }

    func testTakeFromSynchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).take(2) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testTakeReentrantElementsCountTowardsTheLimit() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.take(2).subscribe { event in
            events.append(event)
            if event.element == 1 {
                subject.onNext(2)
                subject.onNext(3)
            }
        }
        subject.onNext(1)
        subject.onNext(4)
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }
}

final class TakeUntilTests: RxTest {
    func testTakeUntilOtherElementCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)
        ])
        let r = scheduler.createHotObservable([.next(150, "a"), .next(225, "b"), .completed(230)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilOtherErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, testError, Int.self)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, testError)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilOtherCompletingWithoutElementIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)
        ])
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225, Int.self)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilOtherNeverMirrorsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilOtherFiresBeforeFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(230, 2), .completed(240)])
        let r = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 210)])
    }

    func testTakeUntilSourceErrorDisposesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
        let r = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, testError)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilSourceCompletionDisposesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let r = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilDisposedDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        let r = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start(disposed: 250) { l.take(until: r) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilOtherEmittingAtSubscriptionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { l.take(until: Observable.just(())) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 200)])
    }

    func testTakeUntilOtherIsSubscribedBeforeSource() {
        var order: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
        let other = Observable<Int>.never().do(onSubscribe: { order.append("other") })
        let subscription = source.take(until: other).subscribe()
        XCTAssertEqual(order, ["other", "source"])
        subscription.dispose()
    }
}

final class TakeUntilPredicateTests: RxTest {
    func testTakeUntilPredicateExclusiveDropsTheMatchingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)
        ])
        let res = scheduler.start { xs.take(until: { $0 == 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilPredicateInclusiveEmitsTheMatchingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.take(until: { $0 == 2 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateNeverTrueMirrorsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.take(until: { $0 > 100 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    }

    func testTakeUntilPredicateFirstElementMatches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.take(until: { _ in true }) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testTakeUntilPredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.take(until: { value in
                if value == 2 { throw testError }
                return false
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.take(until: { $0 == 5 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    }

    func testTakeUntilPredicateDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 215) { xs.take(until: { $0 == 2 }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }
}

final class TakeWhileTests: RxTest {
    func testTakeWhileCompletesAtFirstFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300)
        ])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileInclusiveEmitsTheFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileAllPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeWhileFirstElementFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .next(220, 1), .completed(300)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.completed(210)])
    }

    func testTakeWhileThrowingPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.take(while: { value in
                if value == 2 { throw testError }
                return true
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhileSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhileDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5)])
        let res = scheduler.start(disposed: 225) { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testTakeWhileDoesNotCallThePredicateAfterStopping() {
        let subject = PublishSubject<Int>()
        var calls = 0
        let subscription = subject.take(while: {
            calls += 1; return $0 < 2
        }).subscribe()
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(calls, 2)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }
}
