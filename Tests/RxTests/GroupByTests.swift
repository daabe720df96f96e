import XCTest
import Rx
import RxTesting

final class GroupByTests: RxTest {
    private let words: [Recorded<Event<String>>] = [
        .next(150, "zero"),
        .next(210, "one"),
        .next(220, "Two"),
        .next(230, "ONE"),
        .next(240, "three"),
        .next(250, "two"),
        .completed(300)
    ]

    func testGroupByEmitsOneGroupPerNewKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        let res = scheduler.start { xs.groupBy { $0.lowercased() }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, "one"), .next(220, "two"), .next(240, "three"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByDeliversEachElementToTheGroupOfItsKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        let res = scheduler.start {
            xs.groupBy { $0.lowercased() }.flatMap { group in group.map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(210, "one:one"), .next(220, "two:Two"), .next(230, "one:ONE"),
                .next(240, "three:three"), .next(250, "two:two"), .completed(300)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// Subscribes to the groups as they are emitted and records each one.
    private func recordGroups<Key: Hashable, Element>(
        _ source: Observable<GroupedObservable<Key, Element>>,
        scheduler: TestScheduler,
        subscribeAt: TestTime = 200,
        disposeAt: TestTime = 1000
    ) -> (keys: TestableObserver<Key>, groups: () -> [Key: TestableObserver<Element>]) {
        let keys = scheduler.createObserver(Key.self)
        var groups: [Key: TestableObserver<Element>] = [:]
        let bag = CompositeDisposable()
        scheduler.scheduleAt(subscribeAt) {
            _ = bag.insert(
                source.do(onNext: { group in
                    let observer = scheduler.createObserver(Element.self)
                    groups[group.key] = observer
                    _ = bag.insert(group.subscribe(observer))
                }).map { $0.key }.subscribe(keys))
        }
        scheduler.scheduleAt(disposeAt) { bag.dispose() }
        return (keys, { groups })
    }

    func testGroupByCompletionReachesEveryGroupThenTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        let (keys, groups) = recordGroups(xs.groupBy { $0.lowercased() }, scheduler: scheduler)
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, "one"), .next(220, "two"), .next(240, "three"), .completed(300)])
        XCTAssertEqual(groups()["one"]?.events, [.next(210, "one"), .next(230, "ONE"), .completed(300)])
        XCTAssertEqual(groups()["two"]?.events, [.next(220, "Two"), .next(250, "two"), .completed(300)])
        XCTAssertEqual(groups()["three"]?.events, [.next(240, "three"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupBySourceErrorReachesEveryGroupThenTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .error(240, testError)])
        let (keys, groups) = recordGroups(xs.groupBy { $0 % 2 }, scheduler: scheduler)
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, 1), .next(220, 0), .error(240, testError)])
        XCTAssertEqual(groups()[1]?.events, [.next(210, 1), .next(230, 3), .error(240, testError)])
        XCTAssertEqual(groups()[0]?.events, [.next(220, 2), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testGroupByThrowingKeySelectorFailsGroupsAndResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, -1), .next(240, 4), .completed(300)])
        let (keys, groups) = recordGroups(
            xs.groupBy { value -> Int in
                if value < 0 { throw testError }
                return value % 2
            }, scheduler: scheduler)
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, 1), .next(220, 0), .error(230, testError)])
        XCTAssertEqual(groups()[1]?.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(groups()[0]?.events, [.next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testGroupByDisposingTheResultEndsTheSourceWhenNoGroupIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(words)
        let res = scheduler.start(disposed: 235) { xs.groupBy { $0.lowercased() }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, "one"), .next(220, "two")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testGroupBySubscribedGroupKeepsTheSourceAfterTheResultIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(270, 7), .completed(300)
        ])
        let keys = scheduler.createObserver(Int.self)
        let odd = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var oddSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in
                keys.onNext(group.key)
                if group.key == 1 { oddSubscription = group.subscribe(odd) }
            })
        }
        scheduler.scheduleAt(235) { outer?.dispose() }
        scheduler.scheduleAt(260) { oddSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, 1), .next(220, 0)])
        XCTAssertEqual(odd.events, [.next(210, 1), .next(230, 3), .next(250, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testGroupByGroupIsHotLateObserversMissEarlierElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(240, 5), .completed(300)])
        var firstGroup: GroupedObservable<Int, Int>?
        var outer: Disposable?
        var late: Disposable?
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { outer = xs.groupBy { $0 % 2 }.subscribe(onNext: { firstGroup = firstGroup ?? $0 }) }
        scheduler.scheduleAt(230) { late = firstGroup?.subscribe(observer) }
        scheduler.scheduleAt(1000) {
            outer?.dispose(); late?.dispose()
        }
        scheduler.start()
        XCTAssertEqual(firstGroup?.key, 1)
        XCTAssertEqual(observer.events, [.next(240, 5), .completed(300)])
    }

    func testGroupBySubscribingToAGroupAfterTheSourceCompletedCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(250)])
        var group: GroupedObservable<String, String>?
        let observer = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(xs.groupBy { $0 }.subscribe(onNext: { group = $0 })) }
        scheduler.scheduleAt(270) { subscriptions.append(group!.subscribe(observer)) }
        scheduler.start()
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(observer.events, [.completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testGroupByEmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = scheduler.start { empty.groupBy { $0 }.map { $0.key } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let never = scheduler2.createHotObservable([Recorded<Event<Int>>]())
        let res2 = scheduler2.start { never.groupBy { $0 }.map { $0.key } }
        XCTAssertEqual(res2.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testGroupByReentrantSendCreatesTheNextGroupInsideTheFirst() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.groupBy { $0 % 2 }.subscribe(onNext: { group in
            log.append("group \(group.key)")
            _ = group.subscribe(onNext: { value in
                log.append("\(group.key): \(value)")
                if value == 1 { subject.onNext(2) }
            })
        })
        subject.onNext(1)
        subject.onNext(3)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, ["group 1", "1: 1", "group 0", "0: 2", "1: 3"])
    }

    func testGroupedObservableKeyAndSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let group = GroupedObservable(key: "numbers", source: xs.asObservable())
        XCTAssertEqual(group.key, "numbers")
        let res = scheduler.start { group.asObservable().map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(10, "x"), .completed(30)])
        let direct = GroupedObservable(key: 1, source: ys.asObservable())
        let observer = scheduler2.createObserver(String.self)
        scheduler2.scheduleAt(100) { _ = direct.subscribe(observer) }
        scheduler2.start()
        XCTAssertEqual(observer.events, [.next(110, "x"), .completed(130)])
    }
}
