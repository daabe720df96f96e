import XCTest
import Rx
import RxTesting

/// multicast(_:), multicast(makeSubject:), publish(), replay(_:), replayAll()
/// and connect().
final class MulticastTests: RxTest {
    private func standardSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4),
            .next(270, 5), .next(330, 6), .next(340, 7), .completed(390)
        ])
    }

    func testMulticastSubscribedBeforeConnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!

        scheduler.scheduleAt(50) { connectable = xs.multicast(subject) }
        scheduler.scheduleAt(100) { subscription = connectable.subscribe(observer) }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 3), .next(240, 4), .next(270, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMulticastConnectedBeforeSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!

        scheduler.scheduleAt(50) { connectable = xs.multicast(PublishSubject<Int>()) }
        scheduler.scheduleAt(100) { connection = connectable.connect() }
        scheduler.scheduleAt(220) { subscription = connectable.subscribe(observer) }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(240, 4), .next(270, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 300)])
    }

    func testMulticastRelaysCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!

        scheduler.scheduleAt(50) { connectable = xs.multicast(PublishSubject<Int>()) }
        scheduler.scheduleAt(100) { _ = connectable.connect() }
        scheduler.scheduleAt(200) { subscription = connectable.subscribe(observer) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(
            observer.events,
            [
                .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7), .completed(390)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 390)])
    }

    func testMulticastRelaysError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!

        scheduler.scheduleAt(50) { connectable = xs.multicast(PublishSubject<Int>()) }
        scheduler.scheduleAt(100) { _ = connectable.connect() }
        scheduler.scheduleAt(215) { subscription = connectable.subscribe(observer) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 230)])
    }

    func testLateSubscriberOfFinishedMulticastGetsOnlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!

        scheduler.scheduleAt(50) { connectable = xs.multicast(PublishSubject<Int>()) }
        scheduler.scheduleAt(100) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(observer) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 250)])
    }

    func testConnectTwiceSharesOneConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        var connectable: ConnectableObservable<Int>!
        var first: Disposable!
        var second: Disposable!

        scheduler.scheduleAt(50) { connectable = xs.publish() }
        scheduler.scheduleAt(200) { first = connectable.connect() }
        scheduler.scheduleAt(250) { second = connectable.connect() }
        scheduler.scheduleAt(300) { second.dispose() }
        scheduler.scheduleAt(310) { first.dispose() }
        scheduler.start()

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReconnectingSameSubjectKeepsObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3), .next(450, 4)])
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!

        scheduler.scheduleAt(50) { connectable = xs.multicast(PublishSubject<Int>()) }
        scheduler.scheduleAt(100) { subscription = connectable.subscribe(observer) }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.scheduleAt(400) { connection = connectable.connect() }
        scheduler.scheduleAt(500) { connection.dispose() }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1), .next(410, 3), .next(450, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    func testMakeSubjectGivesEachConnectionANewSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3), .next(450, 4)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var madeSubjects = 0
        var connectable: ConnectableObservable<Int>!
        var subscriptions: [Disposable] = []
        var connection: Disposable!

        scheduler.scheduleAt(50) {
            connectable = xs.multicast(makeSubject: { () -> PublishSubject<Int> in
                madeSubjects += 1
                return PublishSubject<Int>()
            })
        }
        scheduler.scheduleAt(100) { subscriptions.append(connectable.subscribe(early)) }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.scheduleAt(400) { connection = connectable.connect() }
        scheduler.scheduleAt(420) { subscriptions.append(connectable.subscribe(late)) }
        scheduler.scheduleAt(500) { connection.dispose() }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(210, 1)])
        XCTAssertEqual(late.events, [.next(450, 4)])
        XCTAssertEqual(madeSubjects, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    func testMakeSubjectAfterCompletionStartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!

        scheduler.scheduleAt(50) { connectable = xs.multicast(makeSubject: { PublishSubject<Int>() }) }
        scheduler.scheduleAt(100) { _ = connectable.subscribe(first) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(second) }
        scheduler.scheduleAt(400) { _ = connectable.connect() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(410, 1), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }

    func testPublishSharesOneSubscriptionAmongObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(50) { connectable = xs.publish() }
        scheduler.scheduleAt(200) { subscriptions.append(connectable.subscribe(first)) }
        scheduler.scheduleAt(250) { subscriptions.append(connectable.subscribe(second)) }
        scheduler.scheduleAt(260) { subscriptions.append(connectable.connect()) }
        scheduler.scheduleAt(335) { subscriptions[0].dispose() }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(270, 5), .next(330, 6)])
        XCTAssertEqual(second.events, [.next(270, 5), .next(330, 6), .next(340, 7), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(260, 390)])
    }

    func testPublishDoesNotSubscribeBeforeConnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let res = scheduler.start { xs.publish() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testReplayReplaysBufferToLateObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(310, 4), .completed(400)
        ])
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var subscription: Disposable!

        scheduler.scheduleAt(50) { connectable = xs.replay(2) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { subscription = connectable.subscribe(observer) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(300, 2), .next(300, 3), .next(310, 4), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testReplayAfterCompletionGivesALateObserverAFreshSubject() {
        // The connection ended with the source, and its subject with it: a
        // late observer waits on the next connection's subject.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)
        ])
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!

        scheduler.scheduleAt(50) { connectable = xs.replay(2) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(500) { _ = connectable.subscribe(observer) }
        scheduler.start()

        XCTAssertEqual(observer.events, [])
    }

    func testReplayRelaysErrorAfterBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!

        scheduler.scheduleAt(50) { connectable = xs.replay(1) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(225) { _ = connectable.subscribe(observer) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(225, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testReplayAllReplaysEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(310, 4), .completed(400)
        ])
        let observer = scheduler.createObserver(Int.self)
        var connectable: ConnectableObservable<Int>!
        var connection: Disposable!

        scheduler.scheduleAt(50) { connectable = xs.replayAll() }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(observer) }
        scheduler.scheduleAt(350) { connection.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(300, 1), .next(300, 2), .next(300, 3), .next(310, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testObserverConnectingAgainFromCompletionHandler() {
        // The connection ends before the subject relays the terminal event,
        // so an observer reacting to it may connect again.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var connectable: ConnectableObservable<Int>!
        var received: [Int] = []
        var completions = 0

        scheduler.scheduleAt(50) { connectable = xs.multicast(makeSubject: { PublishSubject<Int>() }) }
        scheduler.scheduleAt(100) {
            _ = connectable.subscribe(
                onNext: { received.append($0) },
                onCompleted: {
                    completions += 1
                    if completions == 1 { _ = connectable.connect() }
                })
        }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.start()

        XCTAssertEqual(received, [1])
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testConnectableObservableTypeIsUsableGenerically() {
        func connectAll<C: ConnectableObservableType>(_ items: [C]) -> [Disposable] { items.map { $0.connect() } }
        let subject = PublishSubject<Int>()
        let published = subject.publish()
        var received: [Int] = []
        let subscription = published.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        let connections = connectAll([published])
        subject.onNext(2)
        connections.forEach { $0.dispose() }
        subject.onNext(3)
        XCTAssertEqual(received, [2])
        subscription.dispose()
    }
}
