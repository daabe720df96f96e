import XCTest
import Rx
import RxTesting

final class WindowTests: RxTest {
    /// Subscribes to `windows` at 200 and to each window as it is emitted;
    /// records "index value" for elements, "index done"/"index error" for a
    /// window's end, and the outer sequence's own terminal event.
    private func record(
        _ scheduler: TestScheduler, disposed: TestTime = 1000,
        _ windows: @escaping () -> Observable<Observable<Int>>
    ) -> TestableObserver<String> {
        let res = scheduler.createObserver(String.self)
        var subscription: Disposable?
        let windowSubscriptions = CompositeDisposable()
        var index = 0
        scheduler.scheduleAt(200) {
            subscription = windows().subscribe(
                onNext: { window in
                    let current = index
                    index += 1
                    _ = windowSubscriptions.insert(
                        window.subscribe(
                            onNext: { res.onNext("\(current) \($0)") },
                            onError: { _ in res.onNext("\(current) error") },
                            onCompleted: { res.onNext("\(current) done") }))
                }, onError: { res.onError($0) }, onCompleted: { res.onCompleted() })
        }
        scheduler.scheduleAt(disposed) {
            subscription?.dispose()
            windowSubscriptions.dispose()
        }
        scheduler.start()
        return res
    }

    private func standardSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(600))
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), end
        ])
    }

    func testOpensWindowsOnCountOrTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let res = record(scheduler) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(240, "0 done"),
                .next(280, "1 4"), .next(310, "1 done"),
                .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"), .next(370, "2 done"),
                .next(420, "3 8"), .next(440, "3 done"),
                .next(470, "4 9"), .next(510, "4 done"),
                .next(580, "5 done"),
                .next(600, "6 done"), .completed(600)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testErrorEndsOpenWindowAndOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let res = record(scheduler) { xs.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, "0 1"), .next(220, "0 2"), .next(230, "0 error"), .error(230, testError)
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEmptySourceCompletesFirstWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let res = record(scheduler) { xs.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, "0 done"), .completed(250)])
    }

    func testNeverOpensWindowEveryTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = record(scheduler, disposed: 450) {
            xs.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(300, "0 done"), .next(400, "1 done")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func testSubscribedWindowKeepsSourceAliveAfterOuterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(280, 3)])
        let res = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(1000), count: 10, scheduler: scheduler)
                .subscribe(onNext: { window in inner = window.subscribe(res) })
        }
        scheduler.scheduleAt(250) { outer?.dispose() }
        scheduler.scheduleAt(270) { inner?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testOuterDisposalWithoutWindowObserversUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) {
            xs.window(timeSpan: .seconds(1000), count: 10, scheduler: scheduler)
        }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 200)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWindowSubscribedLateMissesEarlierElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.createObserver(Int.self)
        var window: Observable<Int>?
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                xs.window(timeSpan: .seconds(1000), count: 10, scheduler: scheduler)
                    .subscribe(onNext: { window = $0 }))
        }
        scheduler.scheduleAt(220) { subscriptions.append(window!.subscribe(res)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(230, 2), .completed(300)])
    }
}
