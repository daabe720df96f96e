import Foundation
import XCTest
import Rx
import RxTesting

/// switchLatest and flatMapLatest.
final class SwitchLatestTests: RxTest {
    // MARK: switchLatest

    func testSwitchLatestForwardsOnlyTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .completed(500)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .completed(500)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    }

    func testSwitchLatestWaitsForLatestInnerAfterOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(60, 2), .completed(80)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(230)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(270, 2), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 290)])
    }

    func testSwitchLatestIgnoresEventsOfReplacedHotInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(215, 1), .next(235, 2), .error(240, testError)])
        let ys2 = scheduler.createHotObservable([.next(225, 3), .next(245, 4), .completed(250)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 3), .next(245, 4), .completed(250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 250)])
    }

    func testSwitchLatestInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    }

    func testSwitchLatestOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(230, testError)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    }

    func testSwitchLatestInnerCompletingDoesNotCompleteWhileOuterRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(300)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 270)])
    }

    func testSwitchLatestDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(300)])

        let res = scheduler.start(disposed: 240) { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
    }

    func testSwitchLatestOfEmptyOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Observable<Int>.self)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testSwitchLatestOfNeverOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Observable<Int>>>]())
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: flatMapLatest

    func testFlatMapLatestSwitchesToNewProjection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        var inners: [TestableObservable<Int>] = []

        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                let inner = scheduler.createColdObservable([
                    .next(10, value), .next(20, value * 10), .next(40, value * 100), .completed(50)
                ])
                inners.append(inner)
                return inner
            }
        }

        XCTAssertEqual(
            res.events,
            [
                .next(220, 1), .next(230, 10), .next(250, 2), .next(260, 20), .next(280, 200), .completed(300)
            ])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 290)]])
    }

    func testFlatMapLatestSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 5), .next(50, 6), .completed(60)])

        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 2 { throw testError }
                return ys
            }
        }

        XCTAssertEqual(res.events, [.next(220, 5), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    func testFlatMapLatestInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.error(15, testError, Int.self)])

        let res = scheduler.start { xs.flatMapLatest { _ in ys } }

        XCTAssertEqual(res.events, [.error(225, testError)])
    }

    func testFlatMapLatestDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 5), .next(50, 6), .completed(60)])

        let res = scheduler.start(disposed: 250) { xs.flatMapLatest { _ in ys } }

        XCTAssertEqual(res.events, [.next(215, 5), .next(235, 5)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230), Subscription(230, 250)])
    }

    func testFlatMapLatestReentrantSwitchFromObserver() {
        let source = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        var received: [String] = []
        let subscription = source.flatMapLatest { inners[$0] }
            .subscribe(onNext: { value in
                received.append(value)
                // Switching from inside a delivery of the first inner: its later
                // elements must no longer arrive.
                if value == "a1" { source.onNext(1) }
            })
        source.onNext(0)
        inners[0].onNext("a1")
        inners[0].onNext("a2")
        inners[1].onNext("b1")
        subscription.dispose()
        XCTAssertEqual(received, ["a1", "b1"])
    }
}

/// flatMapLatest's inner `just`, `empty` and `error` send their events without
/// a subscription (`SwitchSink.sendAtOnce`). Each script runs twice, once with
/// those inners and once with twins that must be subscribed (`.map { $0 }` of
/// the same observable), and both must leave the same log: the elements, the
/// terminal event, and when the replaced subject inners and the source are
/// disposed (before the terminal event they end with, as in RxSwift, where
/// the switch disposes a subscription before forwarding its end). The expected logs are written out too, so that both cannot be
/// wrong the same way.
final class SwitchLatestAtOnceTests: RxTest {
    enum Inner {
        case just(Int), empty, error, subject(Int)
    }

    enum Step {
        case outer(Inner), send(subject: Int, Int), complete(subject: Int), completeOuter, failOuter, dispose
    }

    /// Runs `steps`; the subscriber sends `reentry[value]` into the outer
    /// subject when it receives `value`, and disposes its subscription when
    /// it receives `disposeOn`.
    private func log(
        _ steps: [Step], subscribed: Bool, reentry: [Int: Inner] = [:], disposeOn: Int? = nil
    ) -> [String] {
        var log: [String] = []
        let outer = PublishSubject<Inner>()
        let subjects = (0..<3).map { _ in PublishSubject<Int>() }
        func observable(_ inner: Inner) -> Observable<Int> {
            let made: Observable<Int>
            switch inner {
            case .just(let value): made = .just(value)
            case .empty: made = .empty()
            case .error: made = .error(testError)
            case .subject(let index):
                return subjects[index].do(onDispose: { log.append("disposed s\(index)") })
            }
            return subscribed ? made.map { $0 } : made
        }
        var subscription: Disposable?
        subscription = outer.do(onDispose: { log.append("disposed outer") })
            .flatMapLatest { observable($0) }
            .subscribe(
                onNext: { value in
                    log.append("next \(value)")
                    if let inner = reentry[value] { outer.onNext(inner) }
                    if value == disposeOn { subscription?.dispose() }
                },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") })
        for step in steps {
            switch step {
            case .outer(let inner): outer.onNext(inner)
            case .send(let index, let value): subjects[index].onNext(value)
            case .complete(let index): subjects[index].onCompleted()
            case .completeOuter: outer.onCompleted()
            case .failOuter: outer.onError(testError)
            case .dispose: subscription?.dispose()
            }
        }
        subscription?.dispose()
        return log
    }

    private func assertBoth(
        _ steps: [Step], reentry: [Int: Inner] = [:], disposeOn: Int? = nil, expected: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let atOnce = log(steps, subscribed: false, reentry: reentry, disposeOn: disposeOn)
        let twins = log(steps, subscribed: true, reentry: reentry, disposeOn: disposeOn)
        XCTAssertEqual(atOnce, twins, "at once against subscribed", file: file, line: line)
        XCTAssertEqual(atOnce, expected, file: file, line: line)
    }

    func testAJustDisposesThePreviousInnerBeforeItsElement() {
        assertBoth(
            [.outer(.subject(0)), .send(subject: 0, 1), .outer(.just(2)), .send(subject: 0, 3), .completeOuter],
            expected: ["next 1", "disposed s0", "next 2", "disposed outer", "completed"])
    }

    func testTheOuterCompletingWaitsForASubjectAfterAJust() {
        assertBoth(
            [.outer(.just(1)), .outer(.subject(1)), .completeOuter, .send(subject: 1, 2), .complete(subject: 1)],
            expected: ["next 1", "disposed outer", "next 2", "disposed s1", "completed"])
    }

    func testEmptyAndErrorInners() {
        assertBoth(
            [
                .outer(.subject(0)), .outer(.empty), .send(subject: 0, 9), .outer(.just(1)), .outer(.error),
                .outer(.just(2))
            ],
            expected: ["disposed s0", "next 1", "error", "disposed outer"])
        assertBoth([.outer(.empty), .completeOuter], expected: ["disposed outer", "completed"])
    }

    func testAnOuterErrorAfterAJust() {
        assertBoth([.outer(.just(1)), .failOuter, .outer(.just(2))], expected: ["next 1", "error", "disposed outer"])
    }

    func testAJustSentFromTheSubscriberReplacesTheInnerBeingDelivered() {
        // The subscriber, handed 1 by subject 0, switches to just 2, which
        // switches to subject 1: subject 0's next element is dropped.
        assertBoth(
            [
                .outer(.subject(0)), .send(subject: 0, 1), .send(subject: 0, 5), .send(subject: 1, 3),
                .completeOuter, .complete(subject: 1)
            ],
            reentry: [1: .just(2), 2: .subject(1)],
            expected: ["next 1", "disposed s0", "next 2", "next 3", "disposed outer", "disposed s1", "completed"])
    }

    func testAJustSentFromTheSubscriberOfAJust() {
        // just 1 is replaced while it is delivered (by just 2, then empty):
        // its completion, and just 2's, must not end the latest inner's.
        assertBoth(
            [.outer(.just(1)), .completeOuter],
            reentry: [1: .just(2), 2: .empty],
            expected: ["next 1", "next 2", "disposed outer", "completed"])
        assertBoth(
            [.outer(.just(1)), .completeOuter, .send(subject: 2, 4), .complete(subject: 2)],
            reentry: [1: .subject(2)],
            expected: ["next 1", "disposed outer", "next 4", "disposed s2", "completed"])
    }

    func testDisposedWhileAJustIsDelivered() {
        assertBoth(
            [.outer(.subject(0)), .outer(.just(1)), .outer(.just(2)), .send(subject: 0, 3)],
            disposeOn: 1,
            expected: ["disposed s0", "next 1", "disposed outer"])
    }

    func testResourcesAreReleased() {
        #if TRACE_RESOURCES
            let before = Resources.total
            _ = log([.outer(.subject(0)), .outer(.just(1)), .outer(.empty), .outer(.error)], subscribed: false)
            XCTAssertEqual(Resources.total, before)
        #endif
    }
}

/// The inner observer holds its inner subscription itself (no
/// single-assignment disposable): a subscription that returns after its
/// observer was replaced or ended is disposed at once, exactly once.
final class SwitchInnerSubscriptionTests: RxTest {
    /// An inner observable that sends `value` when subscribed (and completes
    /// if `completes`), logging its disposal.
    private func inner(_ value: Int, completes: Bool, log: @escaping (String) -> Void) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(value)
            if completes { observer.onCompleted() }
            return Disposables.create { log("disposed \(value)") }
        }
    }

    func testAnInnerThatEndsWhileSubscribedIsDisposedOnceItReturns() {
        var log: [String] = []
        let outer = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { self.inner($0, completes: true, log: { log.append($0) }) }
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        outer.onNext(1)
        outer.onNext(2)
        outer.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "disposed 1", "next 2", "disposed 2", "completed"])
    }

    func testAnInnerReplacedWhileSubscribedIsDisposedOnceItReturns() {
        var log: [String] = []
        let outer = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { self.inner($0, completes: false, log: { log.append($0) }) }
            .subscribe(onNext: { value in
                log.append("next \(value)")
                // Replaces inner 1 before its subscribe function has returned.
                if value == 1 { outer.onNext(2) }
            })
        outer.onNext(1)
        log.append("switched")
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "disposed 1", "switched", "disposed 2"])
    }

    func testInnersSwitchedFromManyThreadsAreEachDisposedOnce() {
        let disposals = LockedCounter()
        let outer = PublishSubject<Int>()
        let received = LockedCounter()
        let subscription = outer.flatMapLatest { value in
            Observable<Int>.create { observer in
                observer.onNext(value)
                return Disposables.create { disposals.increment() }
            }
        }
        .subscribe(onNext: { _ in received.increment() })
        let count = 400
        // The outer subject is sent to from one thread at a time (the Rx
        // contract), but each time from another thread.
        let gate = NSLock()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            gate.lock()
            outer.onNext(index)
            gate.unlock()
        }
        XCTAssertEqual(disposals.value, count - 1, "every replaced inner disposed once")
        subscription.dispose()
        XCTAssertEqual(disposals.value, count)
        XCTAssertEqual(received.value, count)
    }

    func testResourcesAreReleased() {
        #if TRACE_RESOURCES
            let before = Resources.total
            do {
                let outer = PublishSubject<Int>()
                let subscription = outer.flatMapLatest { self.inner($0, completes: $0 % 2 == 0, log: { _ in }) }
                    .subscribe()
                for value in 0..<10 { outer.onNext(value) }
                subscription.dispose()
            }
            XCTAssertEqual(Resources.total, before)
        #endif
    }
}
