import Foundation
import XCTest
import Rx
import RxTesting

final class RefCountTests: RxTest {
    func testFirstObserverConnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.publish().refCount() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testRelaysError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(240, testError)])
        let res = scheduler.start { xs.publish().refCount() }
        XCTAssertEqual(res.events, [.next(210, 2), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDisposingTheOnlyObserverDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.publish().refCount() }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testNeverSourceStaysConnectedUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.publish().refCount() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testLastObserverDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var shared: Observable<Int>!
        var a: Disposable!
        var b: Disposable!

        scheduler.scheduleAt(100) { shared = xs.publish().refCount() }
        scheduler.scheduleAt(200) { a = shared.subscribe(first) }
        scheduler.scheduleAt(220) { b = shared.subscribe(second) }
        scheduler.scheduleAt(240) { a.dispose() }
        scheduler.scheduleAt(260) { b.dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(230, 2), .next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testResubscribingAfterDisconnectConnectsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var shared: Observable<Int>!
        var a: Disposable!
        var b: Disposable!

        scheduler.scheduleAt(100) { shared = xs.publish().refCount() }
        scheduler.scheduleAt(200) { a = shared.subscribe(first) }
        scheduler.scheduleAt(215) { a.dispose() }
        scheduler.scheduleAt(300) { b = shared.subscribe(second) }
        scheduler.scheduleAt(325) { b.dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215), Subscription(300, 325)])
    }

    func testAfterCompletionPublishReconnectsWithAFreshSubject() {
        // publish() makes a subject per connection, so a late observer starts
        // a new connection rather than seeing the ended subject's completion.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var shared: Observable<Int>!

        scheduler.scheduleAt(100) { shared = xs.publish().refCount() }
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(late.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testAfterCompletionFreshSubjectReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var shared: Observable<Int>!

        scheduler.scheduleAt(100) { shared = xs.multicast(makeSubject: { PublishSubject<Int>() }).refCount() }
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(late.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testReplayedObserversShareConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var shared: Observable<Int>!

        scheduler.scheduleAt(100) { shared = xs.replay(1).refCount() }
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(225) { _ = shared.subscribe(second) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(second.events, [.next(225, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSynchronousSourceRunsAgainForTheSecondObserver() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let shared = source.publish().refCount()
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = shared.subscribe { first.append($0) }
        _ = shared.subscribe { second.append($0) }
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, [.next(1), .next(2), .completed])
        XCTAssertEqual(subscriptions, 2)
    }

    func testObserverSubscribingAnotherFromOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createObserver(Int.self)
        let outer = scheduler.createObserver(Int.self)
        var shared: Observable<Int>!
        var innerSubscribed = false

        scheduler.scheduleAt(100) { shared = xs.publish().refCount() }
        scheduler.scheduleAt(200) {
            _ = shared.subscribe { event in
                outer.on(event)
                if !innerSubscribed {
                    innerSubscribed = true
                    _ = shared.subscribe(inner)
                }
            }
        }
        scheduler.start()

        XCTAssertEqual(outer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(inner.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testConcurrentSubscribersConnectOnce() {
        let counter = SubscriptionCounter()
        let source = Observable<Int>.create { _ in
            counter.subscribed()
            return Disposables.create { counter.disposed() }
        }
        let shared = source.publish().refCount()
        let lock = NSLock()
        var subscriptions: [Disposable] = []
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let subscription = shared.subscribe()
            lock.lock(); subscriptions.append(subscription); lock.unlock()
        }
        XCTAssertEqual(counter.subscriptions, 1)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            lock.lock(); let subscription = subscriptions[index]; lock.unlock()
            subscription.dispose()
        }
        XCTAssertEqual(counter.disposals, 1)
    }

    func testDisposingConnectionDirectlyDoesNotEndObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!

        scheduler.scheduleAt(100) { connectable = xs.publish() }
        scheduler.scheduleAt(200) { subscription = connectable.refCount().subscribe(observer) }
        scheduler.scheduleAt(220) { connectable.connect().dispose() }
        scheduler.scheduleAt(300) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
