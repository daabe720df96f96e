import XCTest
import Rx
import RxTesting

final class SampleTests: RxTest {
    private func standardSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .completed(400)
        ])
    }

    private func standardSampler(_ scheduler: TestScheduler) -> TestableObservable<String> {
        scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
            .completed(500)
        ])
    }

    func testSamplesLatestNewElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let ys = standardSampler(scheduler)
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testDefaultValueFillsTicksWithoutNewElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let ys = standardSampler(scheduler)
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500)
            ])
    }

    func testCompletesAtFirstTickAfterSourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(390, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(250, "a"), .next(450, "b"), .next(500, "c")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 2), .next(450, 3), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 450)])
    }

    func testSamplerCompletionTakesALastSampleButDoesNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .next(290, 4), .completed(400)])
        let ys = scheduler.createHotObservable([.next(250, "a"), .completed(300)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(300, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .error(300, testError)])
        let ys = standardSampler(scheduler)
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testSamplerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let ys = scheduler.createHotObservable([.next(250, "a"), .error(320, testError)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3), .error(320, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testEachElementSampledOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(230, "b"), .next(240, "c")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(220, 1)])
    }

    func testEmptySourceCompletesAtNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let ys = scheduler.createHotObservable([.next(250, "a"), .next(260, "b")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testNeverSampler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let ys = scheduler.createHotObservable([Recorded<Event<String>>.next(150, "")])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let ys = standardSampler(scheduler)
        let res = scheduler.start(disposed: 300) { xs.sample(ys) }
        XCTAssertEqual(res.events, [.next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testSamplerIsTheSource() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.sample(subject).subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subscription.dispose()
        // The source is subscribed first, so each element is stored before
        // the same element, as a tick, samples it.
        XCTAssertEqual(received, [1, 2])
    }
}
