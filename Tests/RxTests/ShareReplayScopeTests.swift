import Foundation
import XCTest
import Rx
import RxTesting

/// share(replay:scope:): sharing, replay, and what a late observer receives
/// after the source terminated or every observer left, under each scope.
final class ShareReplayScopeTests: RxTest {
    /// Subscribes `observers` to `shared` at the given times and runs the
    /// scheduler; nothing is disposed unless a disposal time is given.
    private func run<Element>(
        _ scheduler: TestScheduler, _ shared: @escaping () -> Observable<Element>,
        _ plan: [(subscribe: TestTime, dispose: TestTime?)]
    ) -> [TestableObserver<Element>] {
        var observable: Observable<Element>!
        let observers = plan.map { _ in scheduler.createObserver(Element.self) }
        var subscriptions = [Disposable?](repeating: nil, count: plan.count)
        scheduler.scheduleAt(100) { observable = shared() }
        for (index, step) in plan.enumerated() {
            scheduler.scheduleAt(step.subscribe) { subscriptions[index] = observable.subscribe(observers[index]) }
            if let dispose = step.dispose {
                scheduler.scheduleAt(dispose) { subscriptions[index]?.dispose() }
            }
        }
        scheduler.start()
        return observers
    }

    private func coldSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    }

    // MARK: whileConnected

    func testDefaultSharesWithoutReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = run(scheduler, { xs.share() }, [(200, nil), (215, nil)])
        XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(res[1].events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testWhileConnectedReplayOneGivesLatestToJoiningObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = run(scheduler, { xs.share(replay: 1) }, [(200, nil), (225, nil)])
        XCTAssertEqual(res[1].events, [.next(225, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testWhileConnectedReplayTwoGivesLatestTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = run(scheduler, { xs.share(replay: 2, scope: .whileConnected) }, [(200, nil), (235, nil)])
        XCTAssertEqual(res[1].events, [.next(235, 2), .next(235, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testWhileConnectedLateObserverResubscribesAfterCompletion() {
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = coldSource(scheduler)
            let res = run(scheduler, { xs.share(replay: replay, scope: .whileConnected) }, [(200, nil), (300, nil)])
            XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)], "replay \(replay)")
            XCTAssertEqual(res[1].events, [.next(310, 1), .next(320, 2), .next(330, 3), .completed(340)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(300, 340)], "replay \(replay)")
        }
    }

    func testWhileConnectedLateObserverResubscribesAfterError() {
        for replay in [0, 1, 3] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
            let res = run(scheduler, { xs.share(replay: replay) }, [(200, nil), (300, nil)])
            XCTAssertEqual(res[0].events, [.next(210, 1), .error(220, testError)], "replay \(replay)")
            XCTAssertEqual(res[1].events, [.next(310, 1), .error(320, testError)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)], "replay \(replay)")
        }
    }

    func testWhileConnectedDropsBufferWhenEveryObserverLeaves() {
        for replay in [1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)
            ])
            let res = run(scheduler, { xs.share(replay: replay, scope: .whileConnected) }, [(200, 225), (235, nil)])
            XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2)], "replay \(replay)")
            XCTAssertEqual(res[1].events, [.next(240, 4), .completed(300)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 225), Subscription(235, 300)], "replay \(replay)")
        }
    }

    func testWhileConnectedSourceStaysSubscribedWhileAnyObserverRemains() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let res = run(scheduler, { xs.share(replay: 1) }, [(200, 235), (215, 245)])
        XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2), .next(230, 3)])
        XCTAssertEqual(res[1].events, [.next(215, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    func testWhileConnectedDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.share(replay: 1) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: forever

    func testForeverWithoutReplayLateObserverGetsOnlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = run(scheduler, { xs.share(replay: 0, scope: .forever) }, [(200, nil), (300, nil)])
        XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(res[1].events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testForeverReplayOneLateObserverGetsLastElementAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = run(scheduler, { xs.share(replay: 1, scope: .forever) }, [(200, nil), (300, nil)])
        XCTAssertEqual(res[1].events, [.next(300, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testForeverReplayTwoLateObserverGetsLastTwoAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .error(40, testError)])
        let res = run(scheduler, { xs.share(replay: 2, scope: .forever) }, [(200, nil), (300, nil)])
        XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2), .next(230, 3), .error(240, testError)])
        XCTAssertEqual(res[1].events, [.next(300, 2), .next(300, 3), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testForeverKeepsBufferWhenEveryObserverLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)
        ])
        let res = run(scheduler, { xs.share(replay: 2, scope: .forever) }, [(200, 225), (235, nil)])
        XCTAssertEqual(res[0].events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(res[1].events, [.next(235, 1), .next(235, 2), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225), Subscription(235, 300)])
    }

    func testForeverWithoutReplaySharesLikePublish() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = run(scheduler, { xs.share(scope: .forever) }, [(200, nil), (215, nil)])
        XCTAssertEqual(res[1].events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // MARK: re-entrancy and synchronous sources

    func testSynchronousSourceSubscribedOncePerConnection() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onCompleted()
            return Disposables.create()
        }
        let whileConnected = source.share(replay: 1)
        var received: [Int] = []
        _ = whileConnected.subscribe(onNext: { received.append($0) })
        _ = whileConnected.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(subscriptions, 2)

        let forever = source.share(replay: 1, scope: .forever)
        received = []
        _ = forever.subscribe(onNext: { received.append($0) })
        _ = forever.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [3, 3])
        XCTAssertEqual(subscriptions, 3)
    }

    func testObserverSubscribingFromOnNextGetsReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createObserver(Int.self)
        var shared: Observable<Int>!
        var innerSubscribed = false

        scheduler.scheduleAt(100) { shared = xs.share(replay: 1) }
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(onNext: { _ in
                if innerSubscribed { return }
                innerSubscribed = true
                _ = shared.subscribe(inner)
            })
        }
        scheduler.start()

        XCTAssertEqual(inner.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testObserverDisposingItselfDuringEventKeepsOthers() {
        let subject = PublishSubject<Int>()
        let shared = subject.share()
        var first: [Int] = []
        var second: [Int] = []
        var firstSubscription: Disposable?
        firstSubscription = shared.subscribe(onNext: { value in
            first.append(value)
            firstSubscription?.dispose()
        })
        let secondSubscription = shared.subscribe(onNext: { second.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(first, [1])
        XCTAssertEqual(second, [1, 2])
        XCTAssertTrue(subject.hasObservers)
        secondSubscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: threads

    func testConcurrentSubscribersShareOneSourceSubscription() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            let counter = SubscriptionCounter()
            let source = Observable<Int>.create { observer in
                counter.subscribed()
                observer.onNext(1)
                return Disposables.create { counter.disposed() }
            }
            let shared = source.share(replay: 1, scope: scope)
            let lock = NSLock()
            var subscriptions: [Disposable] = []
            var received = 0
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let subscription = shared.subscribe(onNext: { _ in
                    lock.lock(); received += 1; lock.unlock()
                })
                lock.lock(); subscriptions.append(subscription); lock.unlock()
            }
            XCTAssertEqual(counter.subscriptions, 1, "\(scope)")
            XCTAssertEqual(received, 8, "\(scope)")
            subscriptions.forEach { $0.dispose() }
            XCTAssertEqual(counter.disposals, 1, "\(scope)")
        }
    }

    /// A connection subscribes a source that is a producer as its sink's
    /// observer, and the connection keeps that subscription: once the source
    /// ended, neither may keep the other alive. Whatever the source, the
    /// replay and the end, the subscriber's disposable released without
    /// disposing it leaves `Resources.total` where it was.
    func testAConnectionLetsItsSourceGoWhenTheSourceEnds() throws {
        #if TRACE_RESOURCES
            struct Failure: Error {}
            for replay in [0, 1] {
                for fails in [false, true] {
                    for source in ["map of a subject", "a subject", "create ending while connecting"] {
                        let subject = PublishSubject<Int>()
                        let observable: Observable<Int>
                        switch source {
                        case "map of a subject": observable = subject.map { $0 + 1 }
                        case "a subject": observable = subject.asObservable()
                        default:
                            observable = Observable<Int>.create { observer in
                                observer.onNext(1)
                                if fails { observer.onError(Failure()) } else { observer.onCompleted() }
                                return Disposables.create()
                            }.map { $0 + 1 }
                        }
                        let shared = observable.share(replay: replay)
                        let before = Resources.total
                        var received: [Int] = []
                        var subscription: Disposable? = shared.subscribe(onNext: { received.append($0) }, onError: { _ in })
                        subject.onNext(1)
                        if fails { subject.onError(Failure()) } else { subject.onCompleted() }
                        subscription = nil
                        let name = "\(source), replay \(replay), \(fails ? "error" : "completed")"
                        XCTAssertNil(subscription)
                        XCTAssertEqual(received, source == "a subject" ? [1] : [2], name)
                        XCTAssertEqual(Resources.total, before, name)
                    }
                }
            }
        #else
            throw XCTSkip("Resources.total is counted with the TraceResources trait")
        #endif
    }
}
