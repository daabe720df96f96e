import XCTest
import Rx
import RxTesting

final class TestSchedulerTests: RxTest {
    func testHotObservableSendsAtAbsoluteTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(300)])
        // start wraps the source with asObservable(), which disposes on completion.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testColdObservableSendsRelativeToSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testStartDisposedEarlyCutsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1)])
        let res = scheduler.start(created: 10, subscribed: 20, disposed: 30) { xs }
        XCTAssertEqual(res.events, [.next(25, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(20, 30)])
    }

    /// The scheduler's queue is a heap of its items: with many items at
    /// random times (many sharing a time), some disposed and some scheduling
    /// more while running, work runs in time order, items due at the same
    /// time in the order they were scheduled, and disposed items never.
    func testManyItemsRunInTimeThenSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var state: UInt64 = 7
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var expected: [(time: Int, order: Int)] = []
        var ran: [(time: Int, order: Int)] = []
        var order = 0
        var disposables: [Disposable] = []
        for _ in 0..<3_000 {
            let time = 1 + random(400)
            let myOrder = order
            order += 1
            let spawns = random(10) == 0
            disposables.append(
                scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                    ran.append((scheduler.clock, myOrder))
                    if spawns {
                        // Scheduled while running: due later than everything now due.
                        let laterOrder = order
                        order += 1
                        let later = scheduler.clock + 1 + random(50)
                        expected.append((later, laterOrder))
                        scheduler.scheduleAt(later) { ran.append((scheduler.clock, laterOrder)) }
                    }
                    return Disposables.create()
                })
            expected.append((time, myOrder))
        }
        var cancelled = Set<Int>()
        for index in 0..<disposables.count where random(5) == 0 {
            disposables[index].dispose()
            cancelled.insert(index)
        }
        expected.removeAll { cancelled.contains($0.order) }
        scheduler.start()
        expected.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        XCTAssertEqual(ran.count, expected.count)
        XCTAssertTrue(ran.elementsEqual(expected) { $0.time == $1.time && $0.order == $1.order })
    }

    func testScheduleAtRunsInTimeOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [Int] = []
        scheduler.scheduleAt(30) { order.append(30) }
        scheduler.scheduleAt(10) { order.append(10) }
        scheduler.scheduleAt(20) { order.append(20) }
        scheduler.start()
        XCTAssertEqual(order, [10, 20, 30])
        XCTAssertEqual(scheduler.clock, 30)
    }

    func testSameTimeRunsInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        scheduler.scheduleAt(10) { order.append("first") }
        scheduler.scheduleAt(10) { order.append("second") }
        scheduler.start()
        XCTAssertEqual(order, ["first", "second"])
    }

    func testProcessingDelayMovesWorkForNowOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [Int] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [101])
    }

    func testWithoutProcessingDelayWorkForNowRunsNow() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var ranAt: [Int] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [100])
    }

    func testAdvanceToRunsOnlyDueWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        scheduler.scheduleAt(10) { ran.append(10) }
        scheduler.scheduleAt(50) { ran.append(50) }
        scheduler.advanceTo(20)
        XCTAssertEqual(ran, [10])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(60)
        XCTAssertEqual(ran, [10, 50])
    }

    func testSleepMovesClockWithoutRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        scheduler.scheduleAt(10) { ran = true }
        scheduler.sleep(100)
        XCTAssertEqual(scheduler.clock, 100)
        XCTAssertFalse(ran)
    }

    func testStopHaltsStart() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        scheduler.scheduleAt(10) {
            ran.append(10); scheduler.stop()
        }
        scheduler.scheduleAt(20) { ran.append(20) }
        scheduler.start()
        XCTAssertEqual(ran, [10])
    }

    func testDisposedScheduledWorkDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let disposable = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            ran = true
            return Disposables.create()
        }
        disposable.dispose()
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testResolutionScalesRelativeTime() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var ranAt: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [10])
    }

    func testNowReflectsClockAndResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.5)
        scheduler.advanceTo(10)
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 5, accuracy: 0.0001)
    }

    func testCreateObserverRecordsTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(5) { observer.onNext("x") }
        scheduler.scheduleAt(7) { observer.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(5, "x"), .completed(7)])
    }

    func testRecordedEventsBuilder() {
        let events = Recorded.events(.next(1, 1), .completed(2))
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events[0].time, 1)
        XCTAssertEqual(events[0].value, .next(1))
    }

    func testErrorsCompareByDomainAndCode() {
        XCTAssertEqual(Event<Int>.error(NSError(domain: "d", code: 1)), Event<Int>.error(NSError(domain: "d", code: 1)))
        XCTAssertNotEqual(Event<Int>.error(NSError(domain: "d", code: 1)), Event<Int>.error(NSError(domain: "d", code: 2)))
        XCTAssertNotEqual(Event<Int>.error(NSError(domain: "d", code: 1)), Event<Int>.error(NSError(domain: "e", code: 1)))
    }

    func testSubscriptionDescriptions() {
        XCTAssertEqual(Subscription(200, 300).debugDescription, "(200: 300)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200: Infinity)")
        XCTAssertEqual(Subscription(200), Subscription(200, Int.max))
    }

    func testHotObservableServesSeveralSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .completed(400)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(first)) }
        scheduler.scheduleAt(300) { subscriptions.append(xs.subscribe(second)) }
        scheduler.scheduleAt(350) { subscriptions[0].dispose() }
        scheduler.scheduleAt(500) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(310, 2)])
        XCTAssertEqual(second.events, [.next(310, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350), Subscription(300, 500)])
    }

    func testHistoricalSchedulerRunsInDateOrder() {
        let start = Date(timeIntervalSince1970: 1000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var seen: [Double] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            seen.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            seen.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(seen, [1002, 1005])
    }
}
