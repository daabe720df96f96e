import XCTest
import Rx
import RxTesting

/// publish(), replay(_:) and replayAll() make a fresh subject for each
/// connection (RxSwift's `multicast(makeSubject:)`): once a connection has
/// ended, observers of it receive nothing from the next one.
final class ConnectableReconnectionTests: RxTest {
    private func hotSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3), .next(450, 4)])
    }

    /// Subscribes `early` at 100, connects at 200, disconnects at 300,
    /// connects again at 400, subscribes `late` at 420, disconnects at 500.
    private func runTwoConnections(
        _ scheduler: TestScheduler, _ makeConnectable: @escaping () -> ConnectableObservable<Int>
    ) -> (early: TestableObserver<Int>, late: TestableObserver<Int>) {
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var subscriptions: [Disposable] = []
        var connection: Disposable!

        scheduler.scheduleAt(50) { connectable = makeConnectable() }
        scheduler.scheduleAt(100) { subscriptions.append(connectable.subscribe(early)) }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.scheduleAt(400) { connection = connectable.connect() }
        scheduler.scheduleAt(420) { subscriptions.append(connectable.subscribe(late)) }
        scheduler.scheduleAt(500) { connection.dispose() }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        return (early, late)
    }

    func testPublishObserversOfAnEndedConnectionReceiveNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let (early, late) = runTwoConnections(scheduler) { xs.publish() }

        XCTAssertEqual(early.events, [.next(210, 1)])
        XCTAssertEqual(late.events, [.next(450, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    func testReplayObserversOfAnEndedConnectionReceiveNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let (early, late) = runTwoConnections(scheduler) { xs.replay(1) }

        XCTAssertEqual(early.events, [.next(210, 1)])
        // The second connection's subject replays only what it saw: 3.
        XCTAssertEqual(late.events, [.next(420, 3), .next(450, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    func testReplayAllObserversOfAnEndedConnectionReceiveNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let (early, late) = runTwoConnections(scheduler) { xs.replayAll() }

        XCTAssertEqual(early.events, [.next(210, 1)])
        XCTAssertEqual(late.events, [.next(420, 3), .next(450, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    func testMulticastOfOneSubjectKeepsItAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let (early, late) = runTwoConnections(scheduler) { xs.multicast(subject) }

        XCTAssertEqual(early.events, [.next(210, 1), .next(410, 3), .next(450, 4)])
        XCTAssertEqual(late.events, [.next(420, 3), .next(450, 4)])
    }

    func testPublishAfterTheSourceCompletedStartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(50) { connectable = xs.publish() }
        scheduler.scheduleAt(100) { subscriptions.append(connectable.subscribe(first)) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { subscriptions.append(connectable.subscribe(second)) }
        scheduler.scheduleAt(400) { _ = connectable.connect() }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(410, 1), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }

    /// The connection subscribes to the source without holding the
    /// connectable's lock: a source that, while being subscribed, waits for
    /// another thread that subscribes to the connectable does not deadlock.
    func testConnectDoesNotHoldTheLockWhileSubscribingTheSource() {
        var connectable: ConnectableObservable<Int>!
        let otherThreadSubscribed = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                let subscription = connectable.subscribe(onNext: { _ in })
                subscription.dispose()
                otherThreadSubscribed.signal()
            }
            let result = otherThreadSubscribed.wait(timeout: .now() + 2)
            observer.onNext(result == .success ? 1 : -1)
            return Disposables.create()
        }
        connectable = source.publish()
        var received: [Int] = []
        let subscription = connectable.subscribe(onNext: { received.append($0) })
        let finished = DispatchSemaphore(value: 0)
        var connection: Disposable?
        DispatchQueue.global().async {
            connection = connectable.connect()
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(received, [1])
        connection?.dispose()
        subscription.dispose()
        connectable = nil  // the source's closure captured it
    }

    /// Disposing the connection releases the lock before it disposes the
    /// source subscription: a source whose disposal waits for another thread
    /// that subscribes to the connectable does not deadlock.
    func testDisposingTheConnectionDoesNotHoldTheLock() {
        var connectable: ConnectableObservable<Int>!
        let source = Observable<Int>.create { _ in
            Disposables.create {
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    connectable.subscribe(onNext: { _ in }).dispose()
                    done.signal()
                }
                _ = done.wait(timeout: .now() + 2)
            }
        }
        connectable = source.publish()
        let connection = connectable.connect()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            connection.dispose()
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 5), .success)
        connectable = nil  // the source's closure captured it
    }
}
