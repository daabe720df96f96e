import XCTest
import Rx
import RxTesting

final class MaybeTests: RxTest {
    func testCreateSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Maybe<Int>.create { observer in
                observer(.success(1))
                observer(.completed)
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testCreateCompletedAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let completed = scheduler.start {
            Maybe<Int>.create { observer in
                observer(.completed)
                observer(.success(1))
                return Disposables.create()
            }
        }
        XCTAssertEqual(completed.events, [.completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let failed = scheduler2.start {
            Maybe<Int>.create { observer in
                observer(.error(testError))
                return Disposables.create()
            }
        }
        XCTAssertEqual(failed.events, [.error(200, testError)])
    }

    func testCreationOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Maybe.just(3) }.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.never() }.events, [])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe<Int>.error(testError) }.events,
            [.error(200, testError)])
        let scheduled = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduled.start { Maybe.just(3, scheduler: scheduled) }.events, [.next(201, 3), .completed(202)])
    }

    func testSubscribeClosureEvents() {
        var events: [String] = []
        let record: (MaybeEvent<Int>) -> Void = { event in
            switch event {
            case .success(let value): events.append("success \(value)")
            case .error(let error): events.append("error \(error)")
            case .completed: events.append("completed")
            }
        }
        _ = Maybe.just(1).subscribe(record)
        _ = Maybe<Int>.empty().subscribe(record)
        _ = Maybe<Int>.error(TestError(2)).subscribe(record)
        XCTAssertEqual(events, ["success 1", "completed", "error TestError(2)"])
    }

    func testSubscribeHandlers() {
        var events: [String] = []
        _ = Maybe.just(1).subscribe(
            onSuccess: { events.append("success \($0)") },
            onError: { _ in events.append("error") },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { _ in events.append("success") },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") })
        _ = Maybe<Int>.error(TestError(1)).subscribe(
            onError: { events.append("error \($0)") },
            onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, ["success 1", "disposed", "completed", "disposed", "error TestError(1)", "disposed"])
    }

    func testSubscribeWithObject() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        _ = Maybe<Int>.empty().subscribe(
            with: owner, onCompleted: { $0.log.append("completed") },
            onDisposed: { $0.log.append("disposed") })
        _ = Maybe.just(2).subscribe(with: owner, onSuccess: { $0.log.append("success \($1)") })
        XCTAssertEqual(owner.log, ["completed", "disposed", "success 2"])
    }

    func testUnhandledErrorGoesToDefaultErrorHandler() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var received: Error?
        Hooks.defaultErrorHandler = { _, error in received = error }
        _ = Maybe<Int>.error(TestError(4)).subscribe()
        XCTAssertEqual(received as? TestError, TestError(4))
    }

    func testMaybeAndCompletableEventEquality() {
        XCTAssertEqual(MaybeEvent.success(1), MaybeEvent.success(1))
        XCTAssertNotEqual(MaybeEvent.success(1), MaybeEvent.success(2))
        XCTAssertEqual(MaybeEvent<Int>.error(testError), MaybeEvent<Int>.error(testError))
        XCTAssertNotEqual(MaybeEvent<Int>.error(testError1), MaybeEvent<Int>.error(testError2))
        XCTAssertNotEqual(MaybeEvent<Int>.completed, MaybeEvent<Int>.success(1))
        XCTAssertEqual(CompletableEvent.completed, CompletableEvent.completed)
        XCTAssertNotEqual(CompletableEvent.completed, CompletableEvent.error(testError))
        XCTAssertEqual(CompletableEvent.error(testError1), CompletableEvent.error(testError1))
    }
}
