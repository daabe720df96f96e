import Foundation
import XCTest
import Rx
import RxTesting

/// observe(on:) under virtual time (the general path: a queue drained by one
/// scheduled action at a time) and on real dispatch queues.
final class ObserveOnTests: RxTest {
    // MARK: virtual time

    func testDeliversEachEventOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .next(241, 3), .completed(301)])
        // The source is subscribed through asObservable(), which lets go of
        // it at its terminal event, as in RxSwift.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEventsArrivingTogetherKeepTheirOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testRelaysError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError), .next(260, 2)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .error(251, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(251)])
    }

    func testNeverSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposalDropsPendingEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        let res = scheduler.start(disposed: 230) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testNextAndCompletionSentTogetherArriveInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        var sender: AnyObserver<Int>!
        let source = Observable<Int>.create { observer in
            sender = observer
            return Disposables.create()
        }
        scheduler.scheduleAt(200) { _ = source.observe(on: scheduler).subscribe(observer) }
        scheduler.scheduleAt(210) {
            sender.onNext(1); sender.onCompleted()
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(211, 1), .completed(212)])
    }

    func testErrorQueuedBehindElementsArrivesAfterThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .error(210, testError), .next(210, 3)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .error(213, testError)])
    }

    func testEventsAfterTheTerminalOneAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { UngrammaticalSource().observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func testDisposingFromTheObserverStopsTheQueueAndItsTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        var received: [Int] = []
        var completed = false
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.observe(on: scheduler).subscribe(
                onNext: { value in
                    received.append(value)
                    if value == 2 { subscription?.dispose() }
                },
                onCompleted: { completed = true })
        }
        scheduler.start()
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(completed)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testObserverSendingIntoSourceIsQueuedBehind() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.observe(on: scheduler).subscribe { event in
                observer.on(event)
                if case .next(let value) = event, value < 3 { subject.onNext(value + 1) }
            }
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(211, 1), .next(212, 2), .next(213, 3)])
    }

    @available(*, deprecated)
    func testDeprecatedObserveOnForwards() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.observeOn(scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
    }

    // MARK: real queues

    func testEventsFromEightThreadsNeverOverlapAtObserver() {
        let threadCount = 8
        let eventsPerThread = 1_000
        let detector = OverlapDetector()
        let done = expectation(description: "completed")
        let source = Observable<Int>.create { observer in
            let group = DispatchGroup()
            for thread in 0..<threadCount {
                group.enter()
                Thread {
                    for index in 0..<eventsPerThread { observer.onNext(thread * eventsPerThread + index) }
                    group.leave()
                }.start()
            }
            group.notify(queue: .global()) { observer.onCompleted() }
            return Disposables.create()
        }
        // Plain state: safe only because the observer is never entered twice at once.
        var received = 0
        var lastIndexPerThread = [Int](repeating: -1, count: threadCount)
        var outOfOrder = 0
        let subscription =
            source
            .map { (thread: $0 / eventsPerThread, index: $0 % eventsPerThread) }
            .observe(on: SerialDispatchQueueScheduler(internalSerialQueueName: "rx.tests.eight-threads"))
            .subscribe(
                onNext: { event in
                    detector.enter()
                    received += 1
                    if event.index <= lastIndexPerThread[event.thread] { outOfOrder += 1 }
                    lastIndexPerThread[event.thread] = event.index
                    detector.leave()
                }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(detector.overlaps, 0)
        XCTAssertEqual(received, threadCount * eventsPerThread)
        XCTAssertEqual(outOfOrder, 0)
        XCTAssertEqual(lastIndexPerThread, [Int](repeating: eventsPerThread - 1, count: threadCount))
    }

    func testEventsFromEightThreadsOnConcurrentSchedulerNeverOverlap() {
        let threadCount = 8
        let eventsPerThread = 500
        let detector = OverlapDetector()
        let done = expectation(description: "completed")
        let subject = PublishSubject<Int>()
        var received = 0
        let subscription =
            subject
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .subscribe(
                onNext: { _ in
                    detector.enter()
                    received += 1
                    detector.leave()
                }, onCompleted: { done.fulfill() })
        // A serialised sender, as the observer contract requires, but on many threads.
        let sendLock = NSLock()
        DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
            for index in 0..<eventsPerThread {
                sendLock.lock()
                subject.onNext(thread * eventsPerThread + index)
                sendLock.unlock()
            }
        }
        subject.onCompleted()
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(detector.overlaps, 0)
        XCTAssertEqual(received, threadCount * eventsPerThread)
    }

    func testSerialQueueDeliversOnItsQueueInOrder() {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "rx.tests.observe-on")
        queue.setSpecific(key: key, value: "observe-on")
        let done = expectation(description: "completed")
        var received: [Int] = []
        var allOnQueue = true
        let subscription = Observable.range(start: 0, count: 100)
            .observe(on: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "rx.tests.serial"))
            .subscribe(
                onNext: { value in
                    received.append(value)
                    if DispatchQueue.getSpecific(key: key) != "observe-on" { allOnQueue = false }
                }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 1)
        subscription.dispose()
        XCTAssertEqual(received, Array(0..<100))
        XCTAssertTrue(allOnQueue)
    }

    func testConcurrentSchedulerDeliversInOrderOneAtATime() {
        let done = expectation(description: "completed")
        let detector = OverlapDetector()
        var received: [Int] = []
        let subscription = Observable.range(start: 0, count: 2_000)
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .subscribe(
                onNext: { value in
                    detector.enter()
                    received.append(value)
                    detector.leave()
                }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 1)
        subscription.dispose()
        XCTAssertEqual(detector.overlaps, 0)
        XCTAssertEqual(received, Array(0..<2_000))
    }

    func testOperationQueueSchedulerDeliversInOrder() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 4
        let done = expectation(description: "completed")
        var received: [Int] = []
        let subscription = Observable.range(start: 0, count: 200)
            .observe(on: OperationQueueScheduler(operationQueue: queue))
            .subscribe(onNext: { received.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 1)
        subscription.dispose()
        XCTAssertEqual(received, Array(0..<200))
    }

    func testMainSchedulerDeliversOnMainThread() {
        let done = expectation(description: "completed")
        var received: [Int] = []
        var allOnMain = true
        let subscription = Observable.of(1, 2, 3)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .observe(on: MainScheduler.instance)
            .subscribe(
                onNext: { value in
                    received.append(value)
                    if !Thread.isMainThread { allOnMain = false }
                }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 1)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(allOnMain)
    }

    func testMainSchedulerInstanceDeliversAtOnceOnMainThread() {
        var received: [Int] = []
        let subscription = Observable.of(1, 2).observe(on: MainScheduler.instance)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func testMainSchedulerAsyncInstanceAlwaysQueues() {
        let done = expectation(description: "completed")
        var received: [Int] = []
        let subscription = Observable.of(1, 2).observe(on: MainScheduler.asyncInstance)
            .subscribe(onNext: { received.append($0) }, onCompleted: { done.fulfill() })
        XCTAssertEqual(received, [])
        wait(for: [done], timeout: 1)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func testDisposingStopsDeliveryOnSerialQueue() {
        let queue = DispatchQueue(label: "rx.tests.observe-on.dispose")
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let gate = DispatchSemaphore(value: 0)
        let subscription = subject.observe(on: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "observe-on.target"))
            .subscribe(onNext: { received.append($0) })
        queue.async { gate.wait() }  // hold the queue while events are queued
        subject.onNext(1)
        subject.onNext(2)
        subscription.dispose()
        gate.signal()
        queue.sync {}
        XCTAssertEqual(received, [])
    }
}

/// A source that breaks the event grammar: it goes on after completing.
private struct UngrammaticalSource: ObservableType {
    typealias Element = Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observer.on(.next(1))
        observer.on(.completed)
        observer.on(.next(2))
        observer.on(.error(testError))
        return Disposables.create()
    }
}
