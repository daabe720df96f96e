import Foundation
import XCTest
import Rx
import RxTesting

final class SubscribeOnTests: RxTest {
    // MARK: virtual time

    func testSubscribesAndUnsubscribesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testEventsBeforeScheduledSubscriptionAreMissed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(201, 2), .next(210, 3), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        // The event at 201 was scheduled before the subscription at 201.
        XCTAssertEqual(res.events, [.next(210, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testRelaysError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testColdSourceStartsAtScheduledSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 222)])
    }

    func testDisposedBeforeScheduledSubscriptionNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 200) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDisposalIsScheduledToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start(disposed: 240) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 241)])
    }

    func testSynchronousSourceRunsInsideScheduledAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt: Int?
        let source = Observable<Int>.create { observer in
            subscribedAt = scheduler.clock
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(subscribedAt, 201)
    }

    @available(*, deprecated)
    func testDeprecatedSubscribeOnForwards() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.subscribeOn(scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 221)])
    }

    // MARK: real queues

    func testSubscriptionWorkRunsOnBackgroundQueue() {
        let done = expectation(description: "completed")
        var subscribedOnMain: Bool?
        let source = Observable<Int>.create { observer in
            subscribedOnMain = Thread.isMainThread
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        var received: [Int] = []
        let subscription = source.subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .subscribe(onNext: { received.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 1)
        subscription.dispose()
        XCTAssertEqual(subscribedOnMain, false)
        XCTAssertEqual(received, [1])
    }

    func testDisposalRunsOnSchedulerQueue() {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "rx.tests.subscribe-on")
        queue.setSpecific(key: key, value: "subscribe-on")
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        var subscribeQueue: String?
        var disposeQueue: String?
        let source = Observable<Int>.create { _ in
            subscribeQueue = DispatchQueue.getSpecific(key: key)
            subscribed.fulfill()
            return Disposables.create {
                disposeQueue = DispatchQueue.getSpecific(key: key)
                disposed.fulfill()
            }
        }
        let subscription =
            source
            .subscribe(on: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "subscribe-on-target"))
            .subscribe()
        wait(for: [subscribed], timeout: 1)
        subscription.dispose()
        wait(for: [disposed], timeout: 1)
        XCTAssertEqual(subscribeQueue, "subscribe-on")
        XCTAssertEqual(disposeQueue, "subscribe-on")
    }

    func testMainSchedulerSubscribesOnMainThread() {
        let done = expectation(description: "subscribed")
        var onMain: Bool?
        let source = Observable<Int>.create { observer in
            onMain = Thread.isMainThread
            observer.onCompleted()
            return Disposables.create()
        }
        DispatchQueue.global().async {
            _ = source.subscribe(on: MainScheduler.instance).subscribe(onCompleted: { done.fulfill() })
        }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(onMain, true)
    }
}
