import XCTest
import Rx
import RxTesting

/// zip of 2 to 8 sources, and the trait zips built on it, complete as
/// RxSwift 6.10's do: when, and only when, every source has completed. A
/// source that completes disposes its own subscription and waits; an element
/// that arrives while every other source has completed is buffered, not a
/// reason to complete. (zip of a collection has a rule of its own, pinned at
/// the end of this file.)
final class ZipArityCompletionTests: RxTest {
    // MARK: two sources

    /// The example of issue 38: `a`'s queue is emptied at 215 and `a`
    /// completes at 220; `b`'s 2 at 225 is buffered, and the zip waits for
    /// `b`'s completion at 230.
    func testZipOfTwoBuffersAnElementNoSourceCanPairAndCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(230)])

        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 11), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testZipOfTwoTupleFormCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(215, "x"), .next(225, "y"), .completed(230)])

        let res = scheduler.start { Observable.zip(a, b).map { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(215, "1x"), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    /// The first source has an element, the second completes empty first:
    /// nothing is ever paired, and the zip ends when the first completes.
    func testZipOfTwoNonEmptyAndEmptyCompletesWhenBothHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let b = scheduler.createHotObservable([.next(150, 1), .completed(210)])

        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }

    func testZipOfTwoEmptyAndNonEmptyCompletesWhenBothHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let b = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    /// Buffered elements that can never be paired do not end the zip; an
    /// error still does, at once.
    func testZipOfTwoFailsAtOnceWhileHoldingElementsNoSourceCanPair() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([
            .next(215, 10), .next(225, 20), .next(235, 30), .error(240, testError)
        ])

        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 11), .error(240, testError)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
    }

    /// Disposed while a source that can no longer pair anything is still
    /// subscribed: the zip has not completed, and ends with the disposal.
    func testZipOfTwoDisposedWhileWaitingForTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(300)])

        let res = scheduler.start(disposed: 250) { Observable.zip(a, b) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 11)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    // MARK: three and eight sources

    func testZipOfThreeCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(215, 10), .next(250, 20), .completed(300)])
        let c = scheduler.createHotObservable([.next(212, 100), .completed(230)])

        let res = scheduler.start { Observable.zip(a, b, c) { $0 + $1 + $2 } }

        // b's 20 at 250 finds a and c done and empty: buffered.
        XCTAssertEqual(res.events, [.next(215, 111), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 230)])
    }

    func testZipOfEightCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let early = (1...7).map { index in
            scheduler.createHotObservable([.next(200 + index, index), .completed(220 + index)])
        }
        let last = scheduler.createHotObservable([.next(210, 8), .next(250, 9), .next(260, 10), .completed(400)])

        let res = scheduler.start {
            Observable.zip(early[0], early[1], early[2], early[3], early[4], early[5], early[6], last) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }

        XCTAssertEqual(res.events, [.next(210, 36), .completed(400)])
        for (index, source) in early.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 221 + index)])
        }
        XCTAssertEqual(last.subscriptions, [Subscription(200, 400)])
    }

    /// Source i of n (from 0) sends i + 1 elements, at 210, 220, ..., and
    /// completes at 215 + 10 i: one result at 210; from 220 on the later
    /// sources send elements that find the earlier ones done and empty. The
    /// zip completes at the last source's completion, 205 + 10 n.
    func testZipOfEveryArityCompletesWhenEverySourceHasCompleted() {
        for arity in 2...8 {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (0..<arity).map { index -> TestableObservable<Int> in
                var events: [Recorded<Event<Int>>] = (0...index).map { .next(210 + 10 * $0, 1) }
                events.append(.completed(215 + 10 * index))
                return scheduler.createHotObservable(events)
            }

            let res = scheduler.start { self.zip(sources.map { $0.asObservable() }) }

            let expected: [Recorded<Event<Int>>] = [.next(210, arity), .completed(205 + 10 * arity)]
            XCTAssertEqual(res.events, expected, "zip of \(arity)")
            for (index, source) in sources.enumerated() {
                XCTAssertEqual(source.subscriptions, [Subscription(200, 215 + 10 * index)], "zip of \(arity)")
            }
        }
    }

    /// zip of 2 to 8 sources (the typed arity forms), summing the elements.
    private func zip(_ s: [Observable<Int>]) -> Observable<Int> {
        switch s.count {
        case 2: return Observable.zip(s[0], s[1]) { $0 + $1 }
        case 3: return Observable.zip(s[0], s[1], s[2]).map { $0 + $1 + $2 }
        case 4: return Observable.zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }
        case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 }
        case 6: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
        case 7:
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
        default:
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
    }

    // MARK: the trait zips

    func testInfallibleZipCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(215, 2), .next(225, 3), .completed(230)])

        let res = scheduler.start {
            Infallible.zip(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) { $0 * 10 + $1 }
        }

        XCTAssertEqual(res.events, [.next(215, 12), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testInfallibleZipOfThreeTupleFormCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(211, 2), .completed(221)])
        let c = scheduler.createHotObservable([.next(215, 3), .next(225, 4), .completed(230)])

        let res = scheduler.start {
            Infallible.zip(
                a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0),
                c.asInfallible(onErrorJustReturn: 0)
            ).map { $0 * 100 + $1 * 10 + $2 }
        }

        XCTAssertEqual(res.events, [.next(215, 123), .completed(230)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 230)])
    }

    /// Each Driver delivers a tick after its source (observe(on:) the test
    /// scheduler); a source's subscription ends when the source completes.
    func testDriverZipCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let b = scheduler.createHotObservable([.next(215, 2), .next(225, 3), .completed(230)])

            let res = scheduler.start {
                Driver.zip(a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)) { $0 * 10 + $1 }
            }

            XCTAssertEqual(res.events, [.next(216, 12), .completed(231)])
            XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
        }
    }

    func testSignalZipTupleFormCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let b = scheduler.createHotObservable([.next(215, 2), .next(225, 3), .completed(230)])

            let res = scheduler.start {
                Signal.zip(a.asSignal(onErrorJustReturn: 0), b.asSignal(onErrorJustReturn: 0)).map { $0 * 10 + $1 }
            }

            XCTAssertEqual(res.events, [.next(216, 12), .completed(231)])
            XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
        }
    }

    /// A Maybe sends its element and its completion at the same instant, so
    /// the times are those of either rule; what differs is the order: the
    /// last Maybe's completion reaches the zip (through `do` here) before the
    /// zip completes.
    func testMaybeZipCompletesEmptyAfterTheLastSourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.completed(220, Int.self)])
        let b = scheduler.createHotObservable([.next(230, 10), .completed(230)])
        var log: [String] = []

        let res = scheduler.start {
            Maybe.zip(a.asMaybe(), b.asMaybe().do(onCompleted: { log.append("b completed") })) { $0 + $1 }
                .asObservable()
                .do(onCompleted: { log.append("zip completed") })
        }

        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(log, ["b completed", "zip completed"])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    /// Singles always succeed with one element: by either rule the zip
    /// succeeds when the last one does, after its completion.
    func testSingleZipOfThreeSucceedsWhenTheLastSourceSucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let b = scheduler.createHotObservable([.next(250, 2), .completed(250)])
        let c = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        var log: [String] = []

        let res = scheduler.start {
            Single.zip(a.asSingle(), b.asSingle().do(onSuccess: { _ in log.append("b succeeded") }), c.asSingle())
                .map { $0 * 100 + $1 * 10 + $2 }
                .asObservable()
                .do(onCompleted: { log.append("zip completed") })
        }

        XCTAssertEqual(res.events, [.next(250, 123), .completed(250)])
        XCTAssertEqual(log, ["b succeeded", "zip completed"])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 230)])
    }

    // MARK: the collection form keeps its own rule

    /// zip of a collection, as RxSwift 6.10's: it also completes when an
    /// element arrives that finds every other source completed while some
    /// source has nothing queued. The example of issue 38 ends at 225.
    func testZipOfACollectionCompletesWhenAnElementFindsEveryOtherSourceDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(230)])

        let res = scheduler.start { Observable.zip([a, b]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(215, 11), .completed(225)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 225)])
    }

    func testZipOfACollectionOfEightCompletesWhenAnElementFindsEveryOtherSourceDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let early = (1...7).map { index in
            scheduler.createHotObservable([.next(200 + index, index), .completed(220 + index)])
        }
        let last = scheduler.createHotObservable([.next(210, 8), .next(250, 9), .next(260, 10), .completed(400)])

        let res = scheduler.start { Observable.zip(early + [last]).map { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(210, 36), .completed(250)])
        XCTAssertEqual(last.subscriptions, [Subscription(200, 250)])
    }

    /// A source that completes with nothing queued does not end the
    /// collection form either: only an element that arrives afterwards does.
    func testZipOfACollectionWaitsWhileNoElementArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(215, 10), .completed(300)])

        let res = scheduler.start { Observable.zip([a, b]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(215, 11), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])
    }

    func testDriverZipOfACollectionCompletesWhenAnElementFindsEveryOtherSourceDone() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let b = scheduler.createHotObservable([.next(215, 2), .next(225, 3), .completed(230)])

            let res = scheduler.start {
                Driver.zip([a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)]) { $0[0] * 10 + $0[1] }
            }

            XCTAssertEqual(res.events, [.next(216, 12), .completed(226)])
            XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(b.subscriptions, [Subscription(200, 226)])
        }
    }
}
