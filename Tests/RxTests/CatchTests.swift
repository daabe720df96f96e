import XCTest
import Rx
import RxTesting

final class CatchTests: RxTest {
    func testCatchWithoutErrorMirrorsSourceAndNeverCallsHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        var handlerCalls = 0
        let res = scheduler.start {
            xs.catch { _ in
                handlerCalls += 1; return .just(0)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(handlerCalls, 0)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchSwitchesToTheFallbackAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, testError)])
        let o2 = scheduler.createHotObservable([.next(220, 4), .next(240, 5), .completed(250)])
        let res = scheduler.start { o1.catch { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 5), .completed(250)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func testCatchColdFallbackStartsAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let o2 = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let res = scheduler.start { o1.catch { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 9), .completed(250)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func testCatchHandlerReceivesTheError() {
        var received: [Int] = []
        _ = Observable<Int>.error(testError2).catch { error in
            received.append((error as NSError).code)
            return .empty()
        }.subscribe()
        XCTAssertEqual(received, [2])
    }

    func testCatchThrowingHandlerFailsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { o1.catch { _ in throw testError2 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError2)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
    }

    func testCatchFallbackErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.error(230, testError, Int.self)])
        let o2 = scheduler.createHotObservable([.next(240, 1), .error(250, testError1)])
        let res = scheduler.start { o1.catch { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 1), .error(250, testError1)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func testCatchNestedCatchesHandleTheFallbackError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.error(230, testError, Int.self)])
        let o2 = scheduler.createHotObservable([.next(240, 1), .error(250, testError1)])
        let o3 = scheduler.createHotObservable([.next(260, 2), .completed(270)])
        let res = scheduler.start { o1.catch { _ in o2.asObservable() }.catch { _ in o3.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 1), .next(260, 2), .completed(270)])
        XCTAssertEqual(o3.subscriptions, [Subscription(250, 270)])
    }

    func testCatchDisposedWhileOnTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.error(230, testError, Int.self)])
        let o2 = scheduler.createHotObservable([.next(240, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { o1.catch { _ in o2.asObservable() } }
        XCTAssertEqual(res.events, [.next(240, 1)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    func testCatchDisposedBeforeTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        var handlerCalls = 0
        let res = scheduler.start(disposed: 220) {
            o1.catch { _ in
                handlerCalls += 1; return .never()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(handlerCalls, 0)
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
    }

    func testCatchAndReturnEndsWithTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError), .next(230, 2)])
        let res = scheduler.start { xs.catchAndReturn(99) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 99), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCatchAndReturnWithoutErrorMirrorsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.catchAndReturn(99) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testCatchSynchronousErrorSwitchesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(testError).catchAndReturn(5) }
        XCTAssertEqual(res.events, [.next(200, 5), .completed(200)])
    }
}

final class CatchSequenceTests: RxTest {
    func testCatchSequenceFirstSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let o2 = scheduler.createHotObservable([.next(240, 2), .completed(250)])
        let res = scheduler.start { Observable.catch(sequence: [o1.asObservable(), o2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [])
    }

    func testCatchSequenceMovesOnAtEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let o2 = scheduler.createHotObservable([.next(230, 2), .error(240, testError1)])
        let o3 = scheduler.createHotObservable([.next(250, 3), .completed(260)])
        let res = scheduler.start {
            Observable.catch(sequence: [o1.asObservable(), o2.asObservable(), o3.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(o3.subscriptions, [Subscription(240, 260)])
    }

    func testCatchSequenceAllFailEndsWithTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.error(220, testError, Int.self)])
        let o2 = scheduler.createHotObservable([.next(230, 2), .error(240, testError2)])
        let res = scheduler.start { Observable.catch(sequence: [o1.asObservable(), o2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(230, 2), .error(240, testError2)])
        XCTAssertEqual(o2.subscriptions, [Subscription(220, 240)])
    }

    func testCatchSequenceEmptyCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testCatchSequenceIsIteratedLazilyPerSubscription() {
        var made = 0
        let sources = (0..<3).lazy.map { index -> Observable<Int> in
            made += 1
            return index < 1 ? .error(testError) : .just(index)
        }
        let caught = Observable.catch(sequence: sources)
        XCTAssertEqual(made, 0)
        var elements: [Int] = []
        _ = caught.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(made, 2)
        _ = caught.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [1, 1])
        XCTAssertEqual(made, 4)
    }

    func testCatchSequenceDisposedWhileOnTheSecondSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.error(220, testError, Int.self)])
        let o2 = scheduler.createHotObservable([.next(230, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { Observable.catch(sequence: [o1.asObservable(), o2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(230, 2)])
        XCTAssertEqual(o2.subscriptions, [Subscription(220, 250)])
    }

    func testCatchSequenceOfManySynchronousFailuresDoesNotRecurse() {
        let failures = Array(repeating: Observable<Int>.error(testError), count: 20_000)
        var events: [Event<Int>] = []
        _ = Observable.catch(sequence: failures + [.just(7)]).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(7), .completed])
    }
}
