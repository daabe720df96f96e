import XCTest
import Rx
import RxTesting

final class SingleTests: RxTest {
    func testCreateSuccessDeliversElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                observer(.success(1))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testCreateFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                observer(.failure(testError))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func testCreateIgnoresEventsAfterTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                observer(.success(1))
                observer(.success(2))
                observer(.failure(testError))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testCreateScheduledSuccessAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let res = scheduler.start {
            Single<Int>.create { observer in
                let work = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
                    observer(.success(7))
                    return Disposables.create()
                }
                return Disposables.create(work, Disposables.create { disposedAt = scheduler.clock })
            }
        }
        XCTAssertEqual(res.events, [.next(230, 7), .completed(230)])
        XCTAssertEqual(disposedAt, 230)
    }

    func testCreateDisposedBeforeSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let res = scheduler.start(disposed: 220) {
            Single<Int>.create { observer in
                let work = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
                    observer(.success(7))
                    return Disposables.create()
                }
                return Disposables.create(work, Disposables.create { disposedAt = scheduler.clock })
            }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(disposedAt, 220)
    }

    func testJustErrorNever() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(5) }.events, [.next(200, 5), .completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler2.start { Single<Int>.error(testError) }.events, [.error(200, testError)])
        let scheduler3 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler3.start { Single<Int>.never() }.events, [])
    }

    func testJustOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 5), .completed(202)])
    }

    func testDeferredCallsFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return .just(calls * 10)
        }
        XCTAssertEqual(calls, 0)
        let res = scheduler.start { single }
        XCTAssertEqual(res.events, [.next(200, 10), .completed(200)])
        var second: Int?
        _ = single.subscribe(onSuccess: { second = $0 })
        XCTAssertEqual(second, 20)
    }

    func testDeferredThrowingFactoryFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.deferred { throw testError } }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func testTimerSucceedsWithZeroAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
    }

    func testUsingDisposesResourceAfterSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceDisposedAt: TestTime?
        let res = scheduler.start {
            Single<Int>.using(
                { DisposeAction { resourceDisposedAt = scheduler.clock } },
                primitiveSequenceFactory: { _ in Single<Int>.timer(.seconds(10), scheduler: scheduler) })
        }
        XCTAssertEqual(res.events, [.next(210, 0), .completed(210)])
        XCTAssertEqual(resourceDisposedAt, 210)
    }

    func testSubscribeClosureReceivesSuccess() {
        var events: [String] = []
        _ = Single.just(1).subscribe { event in
            switch event {
            case .success(let value): events.append("success \(value)")
            case .failure(let error): events.append("failure \(error)")
            }
        }
        XCTAssertEqual(events, ["success 1"])
    }

    func testSubscribeHandlersOrderAndDisposal() {
        var events: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { events.append("success \($0)") },
            onFailure: { _ in events.append("failure") },
            onDisposed: { events.append("disposed") })
        _ = Single<Int>.error(TestError(3)).subscribe(
            onSuccess: { _ in events.append("success") },
            onFailure: { events.append("failure \($0)") },
            onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, ["success 1", "disposed", "failure TestError(3)", "disposed"])
    }

    func testSubscribeDisposingBeforeSuccessCallsOnlyOnDisposed() {
        var events: [String] = []
        let subscription = Single<Int>.never().subscribe(
            onSuccess: { _ in events.append("success") },
            onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, [])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(events, ["disposed"])
    }

    func testUnhandledFailureGoesToDefaultErrorHandler() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var received: Error?
        Hooks.defaultErrorHandler = { _, error in received = error }
        _ = Single<Int>.error(TestError(9)).subscribe(onSuccess: { _ in })
        XCTAssertEqual(received as? TestError, TestError(9))
    }

    func testSubscribeWithObjectPassesItAndDoesNotRetainIt() {
        final class Owner { var values: [Int] = [] }
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let subject = PublishSubject<Int>()
        _ = Single.just(4).subscribe(with: owner!, onSuccess: { owner, value in owner.values.append(value) })
        XCTAssertEqual(owner?.values, [4])
        let pending = subject.asSingle().subscribe(with: owner!, onSuccess: { owner, value in owner.values.append(value) })
        owner = nil
        XCTAssertNil(weakOwner)
        subject.onNext(5)
        subject.onCompleted()
        pending.dispose()
    }

    @available(*, deprecated)
    func testDeprecatedOnErrorSpellingForwards() {
        var failure: Error?
        _ = Single<Int>.error(TestError(1)).subscribe(onSuccess: nil, onError: { failure = $0 })
        XCTAssertEqual(failure as? TestError, TestError(1))
    }
}
