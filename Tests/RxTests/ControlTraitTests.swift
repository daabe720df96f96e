import XCTest
import Rx
import RxTesting

final class ControlTraitTests: RxTest {
    private func pumpMainRunLoop(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !condition() && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.005))
        }
    }

    func testControlEventForwardsEvents() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        let event = ControlEvent(events: relay)
        let subscription = event.subscribe(onNext: { received.append($0) })
        relay.accept(1)
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(received, [1, 2])
    }

    func testControlEventSubscribesOnTheMainThread() {
        let subscribedOnMain = BehaviorRelay<Bool?>(value: nil)
        let source = Observable<Int>.never().do(onSubscribe: { subscribedOnMain.accept(Thread.isMainThread) })
        let event = ControlEvent(events: source)
        let subscription = SingleAssignmentDisposable()
        DispatchQueue.global().async { subscription.setDisposable(event.subscribe(onNext: { _ in })) }
        pumpMainRunLoop(until: { subscribedOnMain.value != nil })
        XCTAssertEqual(subscribedOnMain.value, true)
        subscription.dispose()
    }

    func testControlEventConversions() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let event = ControlEvent(events: xs)
            let driver = scheduler.start(disposed: 300) { event.asDriver() }
            XCTAssertEqual(driver.events, [.next(211, 1), .next(221, 2)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let xs = scheduler2.createHotObservable([.next(210, 1), .completed(230)])
            let event = ControlEvent(events: xs)
            XCTAssertEqual(scheduler2.start { event.asSignal() }.events, [.next(211, 1), .completed(231)])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        let ys = scheduler3.createHotObservable([.next(210, 1), .completed(230)])
        let event = ControlEvent(events: ys)
        XCTAssertEqual(scheduler3.start { event.asInfallible() }.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testControlPropertyReadsValuesAndWritesToSink() {
        let storage = BehaviorRelay(value: "a")
        var written: [String] = []
        let sink = AnyObserver<String> { event in
            if case .next(let value) = event { written.append(value); storage.accept(value) }
        }
        let property = ControlProperty(values: storage, valueSink: sink)
        var read: [String] = []
        let subscription = property.subscribe(onNext: { read.append($0) })
        property.onNext("b")
        _ = Observable.just("c").bind(to: property)
        subscription.dispose()
        XCTAssertEqual(written, ["b", "c"])
        XCTAssertEqual(read, ["a", "b", "c"])
    }

    func testControlPropertyChangedSkipsTheCurrentValue() {
        let storage = BehaviorRelay(value: 0)
        let property = ControlProperty(values: storage, valueSink: AnyObserver<Int> { _ in })
        var changes: [Int] = []
        let subscription = property.changed.subscribe(onNext: { changes.append($0) })
        storage.accept(1)
        storage.accept(2)
        subscription.dispose()
        XCTAssertEqual(changes, [1, 2])
    }

    func testControlPropertyForwardsCompletionToSink() {
        var events: [String] = []
        let property = ControlProperty(
            values: Observable<Int>.never(),
            valueSink: AnyObserver<Int> { events.append("\($0)") })
        property.onNext(1)
        property.onCompleted()
        XCTAssertEqual(events, ["next(1)", "completed"])
    }

    func testOrEmptyReadsNilAsEmptyString() {
        let storage = BehaviorRelay<String?>(value: nil)
        let property = ControlProperty(
            values: storage,
            valueSink: AnyObserver<String?> { event in
                if case .next(let value) = event { storage.accept(value) }
            })
        var read: [String] = []
        let subscription = property.orEmpty.subscribe(onNext: { read.append($0) })
        property.orEmpty.onNext("x")
        storage.accept(nil)
        subscription.dispose()
        XCTAssertEqual(read, ["", "x", ""])
        XCTAssertEqual(storage.value, nil)
    }

    func testControlPropertyAsDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, "a"), .completed(250)])
            let property = ControlProperty(values: xs, valueSink: AnyObserver<String> { _ in })
            XCTAssertEqual(scheduler.start { property.asDriver() }.events, [.next(211, "a"), .completed(251)])
        }
    }
}
