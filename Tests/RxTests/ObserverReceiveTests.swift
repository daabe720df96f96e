import Rx
import RxTesting
import XCTest

/// `onNext`, `onCompleted` and `onError` go through `ObserverType`'s
/// underscored requirements (`_receiveNext`, `_receiveCompleted`,
/// `_receiveError`), whose defaults call `on(_:)`: an observer of yours that
/// implements `on(_:)` only, `AnyObserver`'s two forms, and create's observer
/// must each receive exactly what `on(_:)` would have been given.
final class ObserverReceiveTests: RxTest {
    func testAnObserverImplementingOnlyOnReceivesEveryKindOfEvent() {
        let recorder = EventRecorder()
        recorder.onNext(1)
        recorder.onError(testError)
        recorder.onCompleted()
        XCTAssertEqual(recorder.events.map(\.description), ["next(1)", "error(\(testError))", "completed"])
    }

    func testAnyObserverOfAHandlerReceivesEveryKindOfEvent() {
        var events: [String] = []
        let observer = AnyObserver<Int> { events.append($0.description) }
        observer.onNext(1)
        observer.onCompleted()
        observer.onError(testError)
        XCTAssertEqual(events, ["next(1)", "completed", "error(\(testError))"])
    }

    func testAnyObserverWrappingAnObserverReceivesEveryKindOfEvent() {
        let recorder = EventRecorder()
        let observer = AnyObserver(recorder)
        observer.onNext(2)
        observer.onError(testError)
        observer.onCompleted()
        XCTAssertEqual(recorder.events.map(\.description), ["next(2)", "error(\(testError))", "completed"])
    }

    func testCreatesObserverEndsOnceThroughAChainAndDisposesIt() {
        for failing in [false, true] {
            var events: [String] = []
            var disposals = 0
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                if failing { observer.onError(testError) } else { observer.onCompleted() }
                // After the end: create's sink has stopped and drops both.
                observer.onNext(2)
                observer.onCompleted()
                observer.onError(testError)
                return Disposables.create { disposals += 1 }
            }
            _ = source.map { $0 * 10 }.filter { $0 > 0 }.subscribe(
                onNext: { events.append("next(\($0))") },
                onError: { events.append("error(\($0))") },
                onCompleted: { events.append("completed") },
                onDisposed: { events.append("disposed") })
            XCTAssertEqual(events, ["next(10)", failing ? "error(\(testError))" : "completed", "disposed"], "failing: \(failing)")
            XCTAssertEqual(disposals, 1, "failing: \(failing)")
        }
    }

    func testCreatesObserverWrappedByTheUserStillDeliversItsTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                let wrapped = AnyObserver<Int> { observer.on($0) }
                wrapped.onNext(3)
                wrapped.onError(testError)
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 3), .error(200, testError)])
    }

    func testSubscribeHandlersTakeTheTerminalEventsOnce() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        _ = subject.subscribe(
            onNext: { events.append("next(\($0))") }, onError: { events.append("error(\($0))") },
            onCompleted: { events.append("completed") }, onDisposed: { events.append("disposed") })
        subject.onNext(1)
        subject.onCompleted()
        subject.onError(testError)
        XCTAssertEqual(events, ["next(1)", "completed", "disposed"])
    }

    func testTraitHandlersTakeTheErrorOnce() {
        var events: [String] = []
        _ = Single<Int>.create { single in
            single(.failure(testError))
            single(.success(1))
            return Disposables.create()
        }.subscribe(
            onSuccess: { events.append("success(\($0))") }, onFailure: { events.append("failure(\($0))") },
            onDisposed: { events.append("disposed") })
        _ = Completable.create { completable in
            completable(.completed)
            completable(.error(testError))
            return Disposables.create()
        }.subscribe(
            onCompleted: { events.append("completed") }, onError: { events.append("error(\($0))") },
            onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, ["failure(\(testError))", "disposed", "completed", "disposed"])
    }
}

/// An observer of the user's kind: it implements `on(_:)` only.
private final class EventRecorder: ObserverType {
    var events: [Event<Int>] = []
    func on(_ event: Event<Int>) { events.append(event) }
}
