import XCTest
import Rx
import RxTesting

final class PublishSubjectTests: RxTest {
    func testSendsOnlyWhatArrivesAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(250, 2), .completed(300)])
    }

    func testLateSubscriberGetsTerminalEvent() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onError(testError)
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.error(testError)])
    }

    func testNothingAfterTerminalEvent() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        let subscription = subject.subscribe { received.append($0) }
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onError(testError)
        XCTAssertEqual(received, [.next(1), .completed])
        subscription.dispose()
    }

    func testDisposedSubscriptionStopsReceiving() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
    }

    func testSeveralObservers() {
        let subject = PublishSubject<String>()
        var first: [String] = []
        var second: [String] = []
        let a = subject.subscribe(onNext: { first.append($0) })
        subject.onNext("x")
        let b = subject.subscribe(onNext: { second.append($0) })
        subject.onNext("y")
        XCTAssertEqual(first, ["x", "y"])
        XCTAssertEqual(second, ["y"])
        a.dispose()
        b.dispose()
    }

    func testDisposedSubjectErrorsNewSubscribers() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received.count, 1)
        XCTAssertTrue(received[0].error is RxError)
    }

    func testReentrantOnNextIsDelivered() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.onNext(value + 1) }
        })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }
}

final class BehaviorSubjectTests: RxTest {
    func testNewSubscriberGetsCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, 1), .next(250, 2), .completed(300)])
    }

    func testValueReflectsLatestAndThrowsAfterError() throws {
        let subject = BehaviorSubject(value: "a")
        XCTAssertEqual(try subject.value(), "a")
        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")
        subject.onError(testError)
        XCTAssertThrowsError(try subject.value())
    }

    func testValueThrowsAfterDispose() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        XCTAssertThrowsError(try subject.value())
    }

    func testLateSubscriberAfterCompletionGetsOnlyCompleted() {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.completed])
    }

    func testHasObservers() {
        let subject = BehaviorSubject(value: 1)
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}

final class ReplaySubjectTests: RxTest {
    func testReplaysBufferToLateSubscriber() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(4)
        XCTAssertEqual(received, [2, 3, 4])
        subscription.dispose()
    }

    func testBufferOfOne() {
        let subject = ReplaySubject<String>.create(bufferSize: 1)
        subject.onNext("a")
        subject.onNext("b")
        var received: [String] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["b"])
        subject.onCompleted()
    }

    /// An element pushed out of the buffer is released at once: a subject
    /// replaying the last 3 of 500 large elements keeps 3 alive, not the
    /// dropped ones (the ring used to hold up to 128 dropped elements).
    func testKeepsOnlyItsLastBufferSizeElementsAlive() {
        final class Counted {
            nonisolated(unsafe) static var alive = 0
            let value: Int
            init(_ value: Int) { self.value = value; Counted.alive += 1 }
            deinit { Counted.alive -= 1 }
        }
        for size in [0, 1, 3] {
            let subject = ReplaySubject<Counted>.create(bufferSize: size)
            for value in 0..<500 {
                subject.onNext(Counted(value))
                XCTAssertEqual(Counted.alive, min(value + 1, size), "bufferSize \(size), after \(value + 1) elements")
            }
            var replayed: [Int] = []
            _ = subject.subscribe(onNext: { replayed.append($0.value) })
            XCTAssertEqual(replayed, Array(500 - size..<500), "bufferSize \(size)")
            subject.dispose()
            XCTAssertEqual(Counted.alive, 0, "bufferSize \(size): dispose releases the buffer")
        }
    }

    func testANegativeBufferSizeBuffersNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: -1)
        subject.onNext(1)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(2)
        XCTAssertEqual(received, [2])
        subject.onCompleted()
    }

    func testUnboundedReplaysEverythingThenTerminal() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<100 { subject.onNext(value) }
        subject.onCompleted()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, (0..<100).map { Event.next($0) } + [.completed])
    }

    func testReplayUnderVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(230) { subject.onNext(3) }
        scheduler.scheduleAt(240) { subject.onError(testError) }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(230, 3), .error(240, testError)])
    }

    func testDisposedReplaySubjectErrors() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.dispose()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertNotNil(received.first?.error)
    }
}

final class AsyncSubjectTests: RxTest {
    func testEmitsLastElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(300, 2), .completed(300)])
    }

    func testErrorWithoutElement() {
        let subject = AsyncSubject<Int>()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.onNext(1)
        subject.onError(testError)
        XCTAssertEqual(received, [.error(testError)])
    }

    func testEmptyCompletionSendsOnlyCompleted() {
        let subject = AsyncSubject<Int>()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.onCompleted()
        XCTAssertEqual(received, [.completed])
    }

    func testLateSubscriberGetsLastElement() {
        let subject = AsyncSubject<Int>()
        subject.onNext(5)
        subject.onCompleted()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(5), .completed])
    }
}

final class RelayTests: RxTest {
    func testPublishRelayForwardsAccepted() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(received, [1, 2])
    }

    func testBehaviorRelayHoldsValue() {
        let relay = BehaviorRelay(value: "start")
        XCTAssertEqual(relay.value, "start")
        var received: [String] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept("next")
        XCTAssertEqual(relay.value, "next")
        XCTAssertEqual(received, ["start", "next"])
        subscription.dispose()
    }

    func testReplayRelayReplays() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        var received: [Int] = []
        _ = relay.subscribe(onNext: { received.append($0) }).dispose()
        XCTAssertEqual(received, [2, 3])
        let unbound = ReplayRelay<Int>.createUnbound()
        unbound.accept(1)
        unbound.accept(2)
        var all: [Int] = []
        unbound.asObservable().subscribe(onNext: { all.append($0) }).dispose()
        XCTAssertEqual(all, [1, 2])
    }
}
