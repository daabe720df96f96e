import XCTest
import Rx
import RxTesting

final class DoTests: RxTest {
    func testDoPassesEventsThroughAndSeesEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        var seen: [Int] = []
        let res = scheduler.start { xs.do(onNext: { seen.append($0) }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(seen, [2, 3])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOnNextRunsBeforeAndAfterNextAfterTheObserver() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription =
            subject
            .do(onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") })
            .subscribe(onNext: { log.append("observer \($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["onNext 1", "observer 1", "afterNext 1"])
        subscription.dispose()
    }

    func testDoErrorHandlersRunAroundTheError() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ =
            subject
            .do(
                onError: { log.append("onError \(($0 as NSError).code)") },
                afterError: { log.append("afterError \(($0 as NSError).code)") }
            )
            .subscribe(onError: { log.append("observer \(($0 as NSError).code)") })
        subject.onError(testError1)
        XCTAssertEqual(log, ["onError 1", "observer 1", "afterError 1"])
    }

    func testDoCompletionHandlersRunAroundCompletion() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ =
            subject
            .do(onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") })
            .subscribe(onCompleted: { log.append("observer") })
        subject.onCompleted()
        XCTAssertEqual(log, ["onCompleted", "observer", "afterCompleted"])
    }

    /// With an `onDispose` handler the sink keeps a disposable that disposes
    /// the source's subscription and calls it; without one, the
    /// subscription itself: the handlers run in the same order either way,
    /// and disposing twice disposes the source once.
    func testDoSubscriptionHandlersRunAroundTheSourceSubscription() {
        for withOnDispose in [true, false] {
            var log: [String] = []
            let source = Observable<Int>.create { _ in
                log.append("source subscribed")
                return Disposables.create { log.append("source disposed") }
            }
            let onSubscribe = { log.append("onSubscribe") }
            let onSubscribed = { log.append("onSubscribed") }
            let handled =
                withOnDispose
                ? source.do(onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: { log.append("onDispose") })
                : source.do(onSubscribe: onSubscribe, onSubscribed: onSubscribed)
            let subscription = handled.subscribe()
            XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onSubscribed"])
            subscription.dispose()
            subscription.dispose()
            XCTAssertEqual(
                log, ["onSubscribe", "source subscribed", "onSubscribed", "source disposed"] + (withOnDispose ? ["onDispose"] : []),
                "onDispose: \(withOnDispose)")
        }
    }

    /// A source that completes while it is subscribed: its subscription is
    /// disposed once, as soon as it is returned (before `onSubscribed`, as in
    /// RxSwift), and `onDispose` runs after `onSubscribed`, with or without
    /// that handler.
    func testDoOnSubscribedRunsAfterASourceThatEndsWhileSubscribed() {
        for withOnDispose in [false, true] {
            var log: [String] = []
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create { log.append("source disposed") }
            }
            let handled =
                withOnDispose
                ? source.do(onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") })
                : source.do(onSubscribed: { log.append("onSubscribed") })
            let subscription = handled.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
            subscription.dispose()
            let expected = ["next 1", "completed", "source disposed", "onSubscribed"] + (withOnDispose ? ["onDispose"] : [])
            XCTAssertEqual(log, expected, "onDispose: \(withOnDispose)")
        }
    }

    /// RxSwift's `do` makes a disposable for the source's subscription on
    /// every subscription, counted in `Resources.total`; Rx makes one only
    /// for an `onDispose` handler, and counts RxSwift's otherwise.
    func testDoCountsTheSameResourcesWithAndWithoutOnDispose() throws {
        #if TRACE_RESOURCES
            let subject = PublishSubject<Int>()
            /// What a subscription counts while it runs; it is disposed and
            /// released before this returns.
            func countWhileSubscribed(_ observable: Observable<Int>) -> Int32 {
                let before = Resources.total
                var subscription: Disposable? = observable.subscribe(onNext: { _ in })
                let count = Resources.total - before
                subscription?.dispose()
                subscription = nil
                XCTAssertEqual(Resources.total, before)
                return count
            }
            let withoutHandler = countWhileSubscribed(subject.do(onNext: { _ in }))
            XCTAssertEqual(countWhileSubscribed(subject.do(onDispose: {})), withoutHandler)
        #else
            throw XCTSkip("Resources.total is counted with the TraceResources trait")
        #endif
    }

    func testDoThrowingOnNextFailsAndDisposesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw testError } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDoThrowingAfterNextFailsAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.do(afterNext: { if $0 == 1 { throw testError2 } })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(210, testError2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDoThrowingOnErrorReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.do(onError: { _ in throw testError2 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDoThrowingAfterTerminalEventsIsWhatRxSwiftDoes() {
        // The terminal event is forwarded before the after-handler runs; its
        // error follows it (RxSwift's DoSink does the same: a recording
        // observer sees both, a subscriber stops at the first), and the
        // source is disposed once.
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let afterCompleted = scheduler.start { completing.do(afterCompleted: { throw testError1 }) }
        XCTAssertEqual(afterCompleted.events, [.next(210, 1), .completed(250), .error(250, testError1)])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 250)])

        let second = TestScheduler(initialClock: 0)
        let failing = second.createHotObservable([.next(310, 1), .error(350, testError)])
        var log: [String] = []
        _ = failing.do(afterError: { _ in throw testError2 }).subscribe(
            onNext: { log.append("next \($0)") }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        second.start()
        XCTAssertEqual(log, ["next 1", "error \(testError)", "disposed"])
        XCTAssertEqual(failing.subscriptions, [Subscription(0, 350)])
    }

    func testDoThrowingOnCompletedFailsInsteadOfCompleting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.do(onCompleted: { throw testError1 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError1)])
    }

    func testDoOnDisposeRunsWhenDisposedBySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var disposedAt: [Int] = []
        let res = scheduler.start(disposed: 250) { xs.do(onDispose: { disposedAt.append(scheduler.clock) }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(disposedAt, [250])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOnDisposeRunsOnceAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        var disposedAt: [Int] = []
        let res = scheduler.start { xs.do(onDispose: { disposedAt.append(scheduler.clock) }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(disposedAt, [230])
    }

    func testDoOnDisposeRunsAfterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, testError, Int.self)])
        var disposedAt: [Int] = []
        let res = scheduler.start { xs.do(onDispose: { disposedAt.append(scheduler.clock) }) }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(disposedAt, [230])
    }

    func testDoHandlersRunForEverySubscription() {
        var subscribes = 0
        var elements = 0
        let source = Observable.of(1, 2).do(onNext: { _ in elements += 1 }, onSubscribe: { subscribes += 1 })
        _ = source.subscribe()
        _ = source.subscribe()
        XCTAssertEqual(subscribes, 2)
        XCTAssertEqual(elements, 4)
    }

    func testDoWithoutHandlersMirrorsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start { xs.do() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
