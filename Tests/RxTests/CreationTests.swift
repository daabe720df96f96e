import XCTest
import Rx
import RxTesting

final class CreationTests: RxTest {
    func testJust() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42) }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testJustDisposedBeforeScheduledEmission() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testOfEmitsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testOfOnSchedulerTakesATickPerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testFromArrayAndSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let array = scheduler.start { Observable.from(["a", "b"]) }
        XCTAssertEqual(array.events, [.next(200, "a"), .next(200, "b"), .completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let sequence = scheduler2.start { Observable.from(1...3) }
        XCTAssertEqual(sequence.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testFromOptional() {
        let scheduler = TestScheduler(initialClock: 0)
        let some = scheduler.start { Observable.from(optional: Optional(5)) }
        XCTAssertEqual(some.events, [.next(200, 5), .completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let none = scheduler2.start { Observable<Int>.from(optional: nil) }
        XCTAssertEqual(none.events, [.completed(200)])
        let scheduler3 = TestScheduler(initialClock: 0)
        let scheduled = scheduler3.start { Observable.from(optional: Optional(5), scheduler: scheduler3) }
        XCTAssertEqual(scheduled.events, [.next(201, 5), .completed(202)])
    }

    func testEmptyNeverError() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Int>.empty() }.events, [.completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler2.start { Observable<Int>.never() }.events, [])
        let scheduler3 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler3.start { Observable<Int>.error(testError) }.events, [.error(200, testError)])
    }

    func testCreateForwardsUntilTerminal() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testCreateDisposesItsResourceOnTerminalEvent() {
        var disposed = false
        let subscription = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { disposed = true }
        }.subscribe()
        XCTAssertTrue(disposed)
        subscription.dispose()
    }

    func testCreateDisposesItsResourceOnDispose() {
        var disposed = false
        let subscription = Observable<Int>.create { _ in Disposables.create { disposed = true } }.subscribe()
        XCTAssertFalse(disposed)
        subscription.dispose()
        XCTAssertTrue(disposed)
    }

    func testCreateDropsEventsAfterDispose() {
        var observerRef: AnyObserver<Int>?
        var received: [Int] = []
        let subscription = Observable<Int>.create { observer in
            observerRef = observer
            return Disposables.create()
        }.subscribe(onNext: { received.append($0) })
        observerRef?.onNext(1)
        subscription.dispose()
        observerRef?.onNext(2)
        XCTAssertEqual(received, [1])
        observerRef = nil
    }

    func testNothingHappensBeforeSubscribe() {
        var subscribed = 0
        let observable = Observable<Int>.create { observer in
            subscribed += 1
            observer.onCompleted()
            return Disposables.create()
        }
        XCTAssertEqual(subscribed, 0)
        _ = observable.subscribe()
        _ = observable.subscribe()
        XCTAssertEqual(subscribed, 2)
    }

    func testDeferredCallsFactoryPerSubscription() {
        var calls = 0
        let deferred = Observable<Int>.deferred {
            calls += 1
            return Observable.just(calls)
        }
        var values: [Int] = []
        _ = deferred.subscribe(onNext: { values.append($0) })
        _ = deferred.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func testDeferredFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.deferred { throw testError } }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func testDeferredWithHotSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { Observable.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 3) }
        XCTAssertEqual(res.events, [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
    }

    func testRangeEmptyAndScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.range(start: 0, count: 0) }.events, [.completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let res = scheduler2.start { Observable.range(start: 0, count: 2, scheduler: scheduler2) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .completed(203)])
    }

    func testRangeDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.range(start: 0, count: 100, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0)])
    }

    func testRepeatElementUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.repeatElement("x", scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, "x"), .next(202, "x"), .next(203, "x")])
    }

    func testGenerate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 3), .next(200, 9), .completed(200)])
    }

    func testGenerateThrowingCondition() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { value in
                    if value == 2 { throw testError }
                    return true
                }, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .error(200, testError)])
    }

    func testGenerateThrowingIterate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(
                initialState: 0, condition: { _ in true }, scheduler: scheduler,
                iterate: { _ in throw testError })
        }
        XCTAssertEqual(res.events, [.next(201, 0), .error(202, testError)])
    }

    func testInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 235) { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    func testTimerOneShot() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 0), .completed(250)])
    }

    func testTimerPeriodic() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 275) {
            Observable<Int>.timer(.seconds(50), period: .seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(250, 0), .next(260, 1), .next(270, 2)])
    }

    func testTimerDisposedBeforeDue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 240) { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testUsingDisposesResourceWithSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceDisposedAt: Int?
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start {
            Observable.using(
                { TestResource { resourceDisposedAt = scheduler.clock } },
                observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(resourceDisposedAt, 220)
    }

    func testUsingFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = false
        let res = scheduler.start {
            Observable<Int>.using(
                { TestResource { disposed = true } },
                observableFactory: { _ in throw testError })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertTrue(disposed)
    }
}

/// A resource for `using`: runs an action when disposed.
final class TestResource: Disposable {
    private let onDispose: () -> Void
    init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
    func dispose() { onDispose() }
}
