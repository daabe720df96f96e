import XCTest
import Rx
import RxTesting

/// A replay subject hands a new subscriber its buffer without copying it (the
/// ring is shared, and copied on write if the subject buffers an element
/// while the replay still holds it); behavior subjects and share(replay: 1)
/// replay without a tuple or optional of the element type; toArray and
/// takeLast keep their elements in a typed queue instead of an Array. Each
/// must deliver the very values, in order, once, whatever the element's
/// type, also when the subscriber sends to the subject during its replay,
/// and leave no value alive or released twice.
final class ReplayAndCollectStorageTests: RxTest {
    /// Counts its live instances.
    private final class Token {
        nonisolated(unsafe) static var live = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Token.live += 1
        }
        deinit { Token.live -= 1 }
    }

    /// Wider than three words, with reference-counted fields.
    private struct Wide: Equatable {
        let token: Token
        let label: String
        let numbers: [Int]
        let extra: (Int, Int)

        init(_ value: Int) {
            token = Token(value)
            label = "value \(value)"
            numbers = Array(0...value)
            extra = (value, -value)
        }

        static func == (lhs: Wide, rhs: Wide) -> Bool {
            lhs.token === rhs.token && lhs.label == rhs.label && lhs.numbers == rhs.numbers && lhs.extra == rhs.extra
        }
    }

    override func tearDown() {
        XCTAssertEqual(Token.live, 0, "every element released once")
        super.tearDown()
    }

    func testReplayOfAWrappedRingComesOldestFirstThroughAGenericSink() {
        do {
            let subject = ReplaySubject<Wide>.create(bufferSize: 3)
            for value in 1...5 { subject.onNext(Wide(value)) }
            var seen: [Int] = []
            // Through map: the subject is subscribed from unspecialised code.
            let subscription = subject.map { $0.label }.subscribe(onNext: { seen.append(Int($0.dropFirst(6))!) })
            XCTAssertEqual(seen, [3, 4, 5])
            subject.onNext(Wide(6))
            XCTAssertEqual(seen, [3, 4, 5, 6])
            subscription.dispose()
        }
    }

    func testASubscriberSendingDuringItsReplayGetsTheSnapshotThenTheNewElement() {
        do {
            let subject = ReplaySubject<Wide>.create(bufferSize: 2)
            let first = Wide(1), second = Wide(2)
            subject.onNext(first)
            subject.onNext(second)
            var seen: [Wide] = []
            var sent: Wide?
            let subscription = subject.subscribe(onNext: { element in
                seen.append(element)
                if sent == nil {
                    // Buffering this one overwrites the ring's oldest slot
                    // while the replay still reads the ring.
                    let third = Wide(3)
                    sent = third
                    subject.onNext(third)
                }
            })
            XCTAssertEqual(seen, [first, second, sent!], "the replay, unchanged, then the element sent during it")
            var later: [Wide] = []
            let laterSubscription = subject.subscribe(onNext: { later.append($0) })
            XCTAssertEqual(later, [second, sent!], "the buffer holds the last two")
            subscription.dispose()
            laterSubscription.dispose()
        }
    }

    func testSubscribingToAStoppedOrDisposedReplaySubject() {
        do {
            let subject = ReplaySubject<Wide>.create(bufferSize: 2)
            for value in 1...3 { subject.onNext(Wide(value)) }
            subject.onCompleted()
            var events: [String] = []
            _ = subject.subscribe(
                onNext: { events.append("next \($0.token.value)") }, onCompleted: { events.append("completed") })
            XCTAssertEqual(events, ["next 2", "next 3", "completed"])
            subject.dispose()
            var failure: Error?
            _ = subject.subscribe(onNext: { _ in XCTFail("nothing replayed once disposed") }, onError: { failure = $0 })
            guard case .disposed? = failure as? RxError else {
                return XCTFail("expected RxError.disposed, got \(String(describing: failure))")
            }
        }
    }

    func testBehaviorSubjectReplaysTheCurrentValueThenLiveOnesAndRefusesWhenStopped() {
        do {
            let subject = BehaviorSubject(value: Wide(1))
            var seen: [Int] = []
            let subscription = subject.map { $0.token.value }.subscribe(onNext: { value in
                seen.append(value)
                if value == 1 { subject.onNext(Wide(2)) }
            })
            subject.onNext(Wide(3))
            XCTAssertEqual(seen, [1, 2, 3])
            subscription.dispose()
            subject.onError(RxError.unknown)
            var failed = false
            _ = subject.subscribe(onNext: { _ in XCTFail("no value after the error") }, onError: { _ in failed = true })
            XCTAssertTrue(failed)
        }
    }

    func testShareReplayOneReplaysTheLatestToALaterSubscriberThroughAGenericSink() {
        do {
            let source = PublishSubject<Wide>()
            let shared = source.share(replay: 1)
            var first: [Int] = []
            let firstSubscription = shared.subscribe(onNext: { first.append($0.token.value) })
            source.onNext(Wide(1))
            source.onNext(Wide(2))
            var second: [Int] = []
            let secondSubscription = shared.map { $0.token.value * 10 }.subscribe(onNext: { second.append($0) })
            source.onNext(Wide(3))
            XCTAssertEqual(first, [1, 2, 3])
            XCTAssertEqual(second, [20, 30])
            firstSubscription.dispose()
            secondSubscription.dispose()
        }
    }

    func testToArrayCollectsEveryElementInOrderAcrossTheQueueGrowing() {
        do {
            var collected: [Wide] = []
            let elements = (0..<100).map(Wide.init)
            _ = Observable.from(elements).toArray().subscribe(onSuccess: { collected = $0 })
            XCTAssertEqual(collected, elements)
            var empty: [Wide]?
            _ = Observable<Wide>.empty().toArray().subscribe(onSuccess: { empty = $0 })
            XCTAssertEqual(empty, [])
            var failure: Error?
            _ = Observable.from(elements).concat(Observable.error(RxError.unknown)).toArray()
                .subscribe(onSuccess: { _ in XCTFail("no array after an error") }, onFailure: { failure = $0 })
            XCTAssertNotNil(failure)
        }
    }

    func testTakeLastKeepsTheLastElementsAndReleasesTheOnesItDrops() {
        do {
            let subject = PublishSubject<Wide>()
            var seen: [Int] = []
            var completed = false
            let subscription = subject.takeLast(3).subscribe(
                onNext: { seen.append($0.token.value) }, onCompleted: { completed = true })
            for value in 1...10 {
                subject.onNext(Wide(value))
                // Only the last three are kept alive by takeLast.
                XCTAssertEqual(Token.live, min(value, 3))
            }
            XCTAssertEqual(seen, [])
            subject.onCompleted()
            XCTAssertEqual(seen, [8, 9, 10])
            XCTAssertTrue(completed)
            subscription.dispose()
            var none: [Int] = []
            _ = Observable.from((1...4).map(Wide.init)).takeLast(0).subscribe(onNext: { none.append($0.token.value) })
            XCTAssertEqual(none, [])
        }
    }

    func testRingsOfEverySizeReplayTheirLastElementsAndReleaseTheRestAtOnce() {
        for bufferSize in [0, 1, 2, 3, 4, 5, 8, 9] {
            do {
                let subject = ReplaySubject<Wide>.create(bufferSize: bufferSize)
                for value in 1...20 {
                    subject.onNext(Wide(value))
                    XCTAssertEqual(Token.live, min(value, bufferSize), "buffer of \(bufferSize) after \(value)")
                }
                var seen: [Int] = []
                let subscription = subject.map { $0.token.value }.subscribe(onNext: { seen.append($0) })
                XCTAssertEqual(seen, Array((21 - bufferSize)..<21), "buffer of \(bufferSize)")
                subscription.dispose()
                subject.dispose()
                XCTAssertEqual(Token.live, 0, "a disposed subject releases its buffer (size \(bufferSize))")
            }
        }
    }

    func testAnUnboundedReplaySubjectReplaysEverythingInOrder() {
        do {
            let subject = ReplaySubject<Wide>.createUnbounded()
            let elements = (0..<300).map(Wide.init)
            for element in elements { subject.onNext(element) }
            var seen: [Wide] = []
            let subscription = subject.subscribe(onNext: { seen.append($0) })
            XCTAssertEqual(seen, elements)
            subscription.dispose()
        }
    }

    func testBufferWithCountEmitsFullBuffersThenTheRestOnCompletion() {
        do {
            let subject = PublishSubject<Wide>()
            var emitted: [[Int]] = []
            let subscription = subject.buffer(timeSpan: .seconds(3600), count: 3, scheduler: MainScheduler.instance)
                .subscribe(onNext: { emitted.append($0.map { $0.token.value }) })
            for value in 1...8 { subject.onNext(Wide(value)) }
            XCTAssertEqual(emitted, [[1, 2, 3], [4, 5, 6]])
            XCTAssertEqual(Token.live, 2, "the open buffer keeps 7 and 8 only")
            subject.onCompleted()
            XCTAssertEqual(emitted, [[1, 2, 3], [4, 5, 6], [7, 8]])
            subscription.dispose()
        }
    }

    func testDelayKeepsItsPendingEventsInOrderAndReleasesThemOnceSent() {
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Wide>()
            var seen: [String] = []
            let subscription = subject.delay(.seconds(100), scheduler: scheduler)
                .subscribe(
                    onNext: { seen.append("\($0.token.value)@\(scheduler.clock)") },
                    onCompleted: { seen.append("completed@\(scheduler.clock)") })
            // Element k arrives at k: forty wait in the delay's queue at once.
            for value in 1...40 { scheduler.scheduleAt(value) { subject.onNext(Wide(value)) } }
            scheduler.scheduleAt(41) { subject.onCompleted() }
            scheduler.advanceTo(99)
            XCTAssertEqual(seen, [])
            XCTAssertEqual(Token.live, 40, "the delay holds every pending element")
            scheduler.advanceTo(120)
            XCTAssertEqual(seen, (1...20).map { "\($0)@\($0 + 100)" })
            XCTAssertEqual(Token.live, 20, "sent elements are released")
            scheduler.advanceTo(200)
            XCTAssertEqual(seen, (1...40).map { "\($0)@\($0 + 100)" } + ["completed@141"])
            XCTAssertEqual(Token.live, 0)
            subscription.dispose()
        }
    }

    func testMergeWithALimitSubscribesTheWaitingInnersInOrder() {
        do {
            let inners = (0..<5).map { _ in PublishSubject<Wide>() }
            var seen: [Int] = []
            let subscription = Observable.from(inners).merge(maxConcurrent: 2)
                .subscribe(onNext: { seen.append($0.token.value) })
            for (index, inner) in inners.enumerated() { inner.onNext(Wide(index)) }
            XCTAssertEqual(seen, [0, 1], "only the first two are subscribed")
            inners[0].onCompleted()
            inners[2].onNext(Wide(20))
            inners[1].onCompleted()
            inners[3].onNext(Wide(30))
            inners[4].onNext(Wide(40))
            inners[2].onCompleted()
            inners[4].onNext(Wide(41))
            XCTAssertEqual(seen, [0, 1, 20, 30, 41])
            subscription.dispose()
        }
    }
}
