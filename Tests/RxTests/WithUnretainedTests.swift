import XCTest
import Rx
import RxTesting

private final class Owner {
    let id: Int
    init(id: Int) { self.id = id }
}

final class WithUnretainedTests: RxTest {
    func testWithUnretainedPairsEachElementWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(id: 4)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.withUnretained(owner).map { pairedOwner, value in pairedOwner === owner ? pairedOwner.id * 10 + value : -1 }
        }
        XCTAssertEqual(res.events, [.next(210, 41), .next(220, 42), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testWithUnretainedResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(id: 2)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(240, "b"), .completed(250)])
        let res = scheduler.start { xs.withUnretained(owner) { owner, value in "\(value)\(owner.id)" } }
        XCTAssertEqual(res.events, [.next(210, "a2"), .next(240, "b2"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithUnretainedCompletesAtTheFirstElementAfterTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(id: 1)
        weak var weakOwner = owner
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!) { owner, value in owner.id * 10 + value } }
        XCTAssertEqual(res.events, [.next(210, 11), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertNil(weakOwner)
    }

    func testWithUnretainedTupleCompletesWhenTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(id: 1)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!).map { $0.1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWithUnretainedObjectGoneBeforeSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(id: 1)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        scheduler.scheduleAt(150) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!) { _, value in value } }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testWithUnretainedDoesNotRetainTheObject() {
        var owner: Owner? = Owner(id: 1)
        weak var weakOwner = owner
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completed = false
        let subscription = subject.withUnretained(owner!) { owner, value in owner.id + value }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        subject.onNext(1)
        owner = nil
        XCTAssertNil(weakOwner, "the subscription must not keep the object alive")
        subject.onNext(2)
        XCTAssertEqual(received, [2])
        XCTAssertTrue(completed)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testWithUnretainedSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(id: 1)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.withUnretained(owner) { _, value in value } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWithUnretainedErrorAfterTheObjectIsGoneStillPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(id: 1)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!) { _, value in value } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
    }

    func testWithUnretainedDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(id: 1)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.withUnretained(owner) { _, value in value } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithUnretainedEmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(id: 1)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start { empty.withUnretained(owner) { _, value in value } }
        XCTAssertEqual(res.events, [.completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let never = scheduler2.createHotObservable([Recorded<Event<Int>>]())
        let res2 = scheduler2.start { never.withUnretained(owner) { _, value in value } }
        XCTAssertEqual(res2.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testWithUnretainedReentrantSendFromTheObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(id: 100)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.withUnretained(owner) { owner, value in owner.id + value }
                .subscribe(onNext: { value in
                    observer.onNext(value)
                    if value < 103 { subject.onNext(value - 100 + 1) }
                })
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 101), .next(210, 102), .next(210, 103)])
    }

    func testInfallibleAndSignalWithUnretainedForwardToTheObservableOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(id: 5)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).withUnretained(owner!).map { $0.0.id + $0.1 } }
        XCTAssertEqual(res.events, [.next(210, 6), .completed(230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let owner2 = Owner(id: 7)
            let ys = scheduler2.createHotObservable([.next(210, 1), .error(230, testError)])
            let res2 = scheduler2.start {
                ys.asSignal(onErrorJustReturn: -7).withUnretained(owner2).map { $0.0.id + $0.1 }
            }
            // Signal delivers on the sharing scheduler, one tick later; the error becomes the fallback.
            XCTAssertEqual(res2.events, [.next(211, 8), .next(231, 0), .completed(231)])
        }
    }
}
