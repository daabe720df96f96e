import XCTest
import Rx
import RxTesting

/// `of`, `from` and `range` send their elements through a step compiled
/// where the operator is applied (`from`, `of`) or a sink compiled for `Int`
/// (`range`): what they take from a sequence, the elements' lifetimes and
/// every kind of subscriber must be as before, on every scheduler.
final class SequenceSourceTests: RxTest {
    /// A sequence that counts the elements taken from it.
    final class CountingSequence: Sequence {
        let count: Int
        private(set) var taken = 0

        init(count: Int) { self.count = count }

        func makeIterator() -> AnyIterator<Int> {
            var next = 0
            return AnyIterator {
                guard next < self.count else { return nil }
                self.taken += 1
                next += 1
                return next - 1
            }
        }
    }

    func testFromTakesNoElementItDoesNotSendOnTheTrampoline() {
        let sequence = CountingSequence(count: 1_000)
        var received: [Int] = []
        _ = Observable.from(sequence).take(3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertEqual(sequence.taken, 3)
    }

    func testFromTakesNoElementItDoesNotSendOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let sequence = CountingSequence(count: 1_000)
        let res = scheduler.start(disposed: 203) { Observable.from(sequence, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
        XCTAssertEqual(sequence.taken, 2)
    }

    func testFromOnASchedulerSendsEveryElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(["a", "b"], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, "a"), .next(202, "b"), .completed(203)])
    }

    final class Token {}

    /// Each element is released once it has been sent, and none twice (a
    /// double release would crash): objects made by the sequence as it is
    /// iterated, and objects an array holds.
    func testElementsAreReleasedAfterTheyAreSent() {
        var made: [Weak] = []
        let lazyTokens = (0..<3).lazy.map { _ -> Token in
            let token = Token()
            made.append(Weak(token))
            return token
        }
        var received = 0
        _ = Observable.from(lazyTokens).map { $0 }.subscribe(onNext: { _ in received += 1 })
        XCTAssertEqual(received, 3)
        XCTAssertEqual(made.count, 3)
        XCTAssertTrue(made.allSatisfy { $0.object == nil }, "a token made by the sequence was kept")

        var held: [Weak] = []
        do {
            let tokens = [Token(), Token()]
            held = tokens.map { Weak($0) }
            let observable = Observable.from(tokens)
            var subscriberReceived: [Token] = []
            _ = observable.subscribe(onNext: { subscriberReceived.append($0) })
            _ = Observable.of(tokens[0], tokens[1]).subscribe(onNext: { subscriberReceived.append($0) })
            XCTAssertEqual(subscriberReceived.count, 4)
            XCTAssertTrue(subscriberReceived[0] === tokens[0] && subscriberReceived[3] === tokens[1])
        }
        XCTAssertTrue(held.allSatisfy { $0.object == nil }, "an array's token was kept after its observable")
    }

    struct Weak {
        weak var object: Token?
        init(_ object: Token) { self.object = object }
    }

    func testIntRangeAndFromReachObserversThatAreNotRxs() {
        var received: [Int] = []
        let observer = AnyObserver<Int> { event in
            switch event {
            case .next(let value): received.append(value)
            case .completed: received.append(-1)
            case .error: XCTFail("unexpected error")
            }
        }
        _ = Observable.range(start: 5, count: 2).subscribe(observer)
        _ = Observable.from([7, 8]).subscribe(observer)
        _ = Observable.from(9...9).subscribe(observer)
        XCTAssertEqual(received, [5, 6, -1, 7, 8, -1, 9, -1])

        let subject = ReplaySubject<Int>.createUnbounded()
        _ = Observable.range(start: 1, count: 3).subscribe(subject)
        var replayed: [Int] = []
        var completed = false
        _ = subject.subscribe(onNext: { replayed.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(replayed, [1, 2, 3])
        XCTAssertTrue(completed)
    }

    func testRangesOfOtherIntegerTypesOnASchedulerAndOnTheTrampoline() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int16>.range(start: -1, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, -1), .next(202, 0), .next(203, 1), .completed(204)])
        var received: [UInt] = []
        _ = Observable<UInt>.range(start: 3, count: 2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [3, 4])
    }

    func testInfallibleAndDriverOfAndFrom() {
        var received: [Int] = []
        _ = Infallible.of(1, 2).subscribe(onNext: { received.append($0) })
        _ = Infallible.from([3]).subscribe(onNext: { received.append($0) })
        _ = Infallible.from(4...5).subscribe(onNext: { received.append($0) })
        _ = Driver.of(6).drive(onNext: { received.append($0) })
        _ = Driver.from([7]).drive(onNext: { received.append($0) })
        _ = Driver.from(8...8).drive(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3, 4, 5, 6, 7, 8])
    }
}
