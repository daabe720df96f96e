import XCTest
import Rx

/// concatMap and merge(maxConcurrent:) send an inner `just`, `empty` or
/// `error` that has a place free at once, under their lock, without
/// subscribing to it (as flatMap does; the tests they share with flatMap are
/// in FlatMapInnerSubscriptionTests); one that must wait for a place waits,
/// and is subscribed in its turn.
final class ConcatMapInnerTests: RxTest {
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
}
