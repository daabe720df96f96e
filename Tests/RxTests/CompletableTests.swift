import XCTest
import Rx
import RxTesting

final class CompletableTests: RxTest {
    func testCreateCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Completable.create { observer in
                let work = scheduler.scheduleRelative((), dueTime: .seconds(15)) { _ in
                    observer(.completed)
                    observer(.error(testError))
                    return Disposables.create()
                }
                return work
            }
        }
        XCTAssertEqual(res.events, [.completed(215, Never.self)])
    }

    func testCreateError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Completable.create { observer in
                observer(.error(testError))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.error(200, testError, Never.self)])
    }

    func testCreationOperators() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.empty() }.events, [.completed(200, Never.self)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.never() }.events, [])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Completable.error(testError) }.events,
            [.error(200, testError, Never.self)])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(300)])
        let res = scheduler.start(disposed: 250) { xs.asCompletable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSubscribeHandlers() {
        var events: [String] = []
        _ = Completable.empty().subscribe(
            onCompleted: { events.append("completed") },
            onError: { _ in events.append("error") },
            onDisposed: { events.append("disposed") })
        _ = Completable.error(TestError(5)).subscribe(
            onCompleted: { events.append("completed") },
            onError: { events.append("error \($0)") },
            onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, ["completed", "disposed", "error TestError(5)", "disposed"])
    }

    func testSubscribeClosureAndWithObject() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        _ = Completable.empty().subscribe { event in
            if case .completed = event { owner.log.append("completed") }
        }
        _ = Completable.error(TestError(1)).subscribe(with: owner, onError: { owner, error in owner.log.append("error \(error)") })
        XCTAssertEqual(owner.log, ["completed", "error TestError(1)"])
    }

    func testUnhandledErrorGoesToDefaultErrorHandler() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var received: Error?
        Hooks.defaultErrorHandler = { _, error in received = error }
        _ = Completable.error(TestError(6)).subscribe()
        XCTAssertEqual(received as? TestError, TestError(6))
    }

    func testDoHandlersRunInOrder() {
        var log: [String] = []
        _ = Completable.empty()
            .do(
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["onSubscribe", "onCompleted", "completed", "afterCompleted", "onSubscribed", "onDispose"])
    }
}
