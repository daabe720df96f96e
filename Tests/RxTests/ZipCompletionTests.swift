import XCTest
import Rx
import RxTesting

/// When zip completes, as RxSwift 6.10 does it. zip of 2 to 8 sources, and
/// the trait zips built on it, complete when every source has completed, and
/// only then. zip of a collection completes then too, or as soon as an
/// element arrives that finds every other source completed while some source
/// has nothing queued. Under either rule a source that completes with nothing
/// buffered does not end the zip by itself (Rx used to complete then). A
/// completed source's subscription ends when it completes, the others' when
/// the zip does. (ZipArityCompletionTests has the cases where the two rules
/// part.)
final class ZipCompletionTests: RxTest {
    func testZipOfTwoCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .completed(300)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        // After 230 xs is done with nothing buffered: the zip still waits for ys.
        XCTAssertEqual(res.events, [.next(230, 11), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testZipOfTwoTupleFormCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(240, "a"), .next(250, "b"), .completed(400)])

        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(240, "1a"), .next(250, "2b"), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testZipOfThreeCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 10), .completed(400)])
        let zs = scheduler.createHotObservable([.next(230, 100), .completed(240)])

        let res = scheduler.start { Observable.zip(xs, ys, zs) { $0 + $1 + $2 } }

        XCTAssertEqual(res.events, [.next(230, 111), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
    }

    func testZipOfThreeBuffersAnElementThatCanNeverBePaired() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(250, 20), .completed(400)])
        let zs = scheduler.createHotObservable([.next(230, 100), .completed(240)])

        let res = scheduler.start { Observable.zip(xs, ys, zs) { $0 + $1 + $2 } }

        // ys's 20 at 250 finds xs and zs done and empty: it is buffered, and
        // the zip waits for ys.
        XCTAssertEqual(res.events, [.next(230, 111), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
    }

    func testZipOfEightCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let early = (1...7).map { index in
            scheduler.createHotObservable([.next(200 + 10 * index, index), .completed(300)])
        }
        let last = scheduler.createHotObservable([.next(280, 8), .completed(500)])

        let res = scheduler.start {
            Observable.zip(early[0], early[1], early[2], early[3], early[4], early[5], early[6], last) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }

        XCTAssertEqual(res.events, [.next(280, 36), .completed(500)])
        for source in early { XCTAssertEqual(source.subscriptions, [Subscription(200, 300)]) }
        XCTAssertEqual(last.subscriptions, [Subscription(200, 500)])
    }

    func testZipOfTwoStillFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .error(260, testError)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(230, 11), .error(260, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testZipOfACollectionCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .completed(300)])

        let res = scheduler.start { Observable.zip([xs, ys]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(230, 11), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testZipOfACollectionCompletesWhenAnElementCanNeverBePaired() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])
        let zs = scheduler.createHotObservable([.next(215, 100), .completed(225)])

        let res = scheduler.start { Observable.zip([xs, ys, zs]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(230, 111), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 225)])
    }

    func testInfallibleZipCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])

        let res = scheduler.start {
            Infallible.zip(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) { $0 * 10 + $1 }
        }

        XCTAssertEqual(res.events, [.next(220, 12), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testDriverZipCompletesWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])

            let res = scheduler.start {
                Driver.zip(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)) { $0 * 10 + $1 }
            }

            // Each Driver delivers a tick after its source (observe(on:) the
            // test scheduler).
            XCTAssertEqual(res.events, [.next(221, 12), .completed(301)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
    }

    /// A Single sends its element and its completion at the same instant, so
    /// an unpaired element cannot come before its own source's completion:
    /// the zip of Singles ends when the last one succeeds, by either rule.
    func testSingleZipSucceedsWhenEverySourceHasSucceeded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createHotObservable([.next(250, 10), .completed(250)])

        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 }.asObservable() }

        XCTAssertEqual(res.events, [.next(250, 11), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testMaybeZipCompletesEmptyWhenTheLastSourceHasFinished() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(300, 10), .completed(300)])

        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 }.asObservable() }

        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }
}
