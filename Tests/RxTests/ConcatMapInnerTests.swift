import XCTest
import Rx
import RxTesting

/// concatMap and merge(maxConcurrent:) send an inner `just`, `empty` or
/// `error` that has a place free at once, under their lock, without
/// subscribing to it (as flatMap does); one that must wait for a place
/// waits, and is subscribed in its turn. The order and times of events must
/// be the subscriptions'.
final class ConcatMapInnerTests: RxTest {
    func testInnerJustEmptyAndErrorKeepTheirOrderAndTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let res = scheduler.start {
            xs.concatMap { value -> Observable<Int> in
                switch value {
                case 1: return .just(10)
                case 2: return .empty()
                case 3: return .just(30)
                default: return .error(testError)
                }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 30), .error(240, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    /// A `just` behind an inner observable that is still sending waits for
    /// it, in order with the others that wait.
    func testJustsWaitBehindAnActiveInnerInOrder() {
        let source = PublishSubject<Int>()
        let slow = PublishSubject<Int>()
        var events: [String] = []
        let subscription = source.concatMap { value in value == 0 ? slow.asObservable() : Observable.just(value) }
            .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("|") })
        source.onNext(1)
        source.onNext(0)
        source.onNext(2)
        source.onNext(3)
        XCTAssertEqual(events, ["1"])
        slow.onNext(100)
        source.onCompleted()
        XCTAssertEqual(events, ["1", "100"])
        slow.onCompleted()
        XCTAssertEqual(events, ["1", "100", "2", "3", "|"])
        subscription.dispose()
    }

    func testMergeMaxConcurrentOfJustsAndASubject() {
        let inner = PublishSubject<Int>()
        var received: [Int] = []
        var completed = false
        _ = Observable.of(Observable.just(1), inner.asObservable(), Observable.just(2), Observable.just(3))
            .merge(maxConcurrent: 2)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        // `inner` holds one place; the justs pass through the other.
        XCTAssertEqual(received, [1, 2, 3])
        inner.onNext(4)
        XCTAssertFalse(completed)
        inner.onCompleted()
        XCTAssertEqual(received, [1, 2, 3, 4])
        XCTAssertTrue(completed)
    }

    func testReentrantSourceElementFromAnInnerJust() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.concatMap { Observable.just($0) }
            .subscribe(onNext: { value in
                received.append(value)
                if value < 3 { subject.onNext(value + 1) }
            })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testElementsAfterDisposalFromAnInnerJustAreDropped() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.concatMap { Observable.just($0) }
            .subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }
}
