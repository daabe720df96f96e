import XCTest
import Rx

/// Subjects and `share` keep their observers in an `ObserverList`, which
/// empties a removed observer's slot in place (so that disposing the oldest
/// of many subscribers costs the same as disposing the newest) and compacts
/// its arrays once most slots are empty. Whatever the order of subscribing,
/// disposing and sending, every observer must get exactly the elements sent
/// while it was subscribed, in subscription order, `hasObservers` must say
/// whether one is left, and a disposed observer must be released at once,
/// not when its empty slot is compacted away.
final class SubjectObserverRemovalTests: RxTest {
    /// Counts its live instances; captured by each observer's closure.
    private final class Token {
        nonisolated(unsafe) static var live = 0
        init() { Token.live += 1 }
        deinit { Token.live -= 1 }
    }

    /// A deterministic pseudo-random generator (the same steps each run).
    private struct Steps {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private struct Subjects {
        let name: String
        let observable: Observable<Int>
        let send: (Int) -> Void
        let hasObservers: () -> Bool
    }

    /// Every subject sends only elements of at least 0: a BehaviorSubject's
    /// initial -1 (and what a ReplaySubject replays to a new subscriber) is
    /// left out of the records.
    private func subjects() -> [Subjects] {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject<Int>(value: -1)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 0)
        return [
            Subjects(
                name: "PublishSubject", observable: publish.asObservable(), send: { publish.onNext($0) },
                hasObservers: { publish.hasObservers }),
            Subjects(
                name: "BehaviorSubject", observable: behavior.asObservable(), send: { behavior.onNext($0) },
                hasObservers: { behavior.hasObservers }),
            Subjects(
                name: "ReplaySubject", observable: replay.asObservable(), send: { replay.onNext($0) },
                hasObservers: { replay.hasObservers }),
            Subjects(
                name: "share", observable: shared, send: { source.onNext($0) },
                hasObservers: { source.hasObservers })
        ]
    }

    /// Runs `steps` random subscriptions, disposals (of any live observer,
    /// oldest and newest included) and sends against a model of who is
    /// subscribed, checking after every step.
    private func exercise(_ subject: Subjects, seed: UInt64, steps count: Int, file: StaticString = #filePath, line: UInt = #line) {
        var random = Steps(state: seed)
        var log: [(observer: Int, value: Int)] = []
        var live: [(id: Int, subscription: Disposable)] = []
        var nextID = 0
        var sent = 1_000
        let tokensBefore = Token.live
        for _ in 0..<count {
            switch random.next(10) {
            case 0..<4:
                let id = nextID
                nextID += 1
                let token = Token()
                let subscription = subject.observable.subscribe(onNext: { value in
                    _ = token
                    if value >= 0 { log.append((id, value)) }
                })
                live.append((id, subscription))
            case 4..<8 where !live.isEmpty:
                // Mostly the oldest or the newest, else any.
                let choice = random.next(3)
                let index = choice == 0 ? 0 : choice == 1 ? live.count - 1 : random.next(live.count)
                let removed = live.remove(at: index)
                removed.subscription.dispose()
                removed.subscription.dispose()
            default:
                sent += 1
                log = []
                subject.send(sent)
                let expected = live.map(\.id)
                XCTAssertEqual(log.map(\.observer), expected, "\(subject.name): receivers of \(sent)", file: file, line: line)
                XCTAssertTrue(log.allSatisfy { $0.value == sent }, "\(subject.name)", file: file, line: line)
            }
            XCTAssertEqual(subject.hasObservers(), !live.isEmpty, "\(subject.name)", file: file, line: line)
            XCTAssertEqual(Token.live - tokensBefore, live.count, "\(subject.name): observers alive", file: file, line: line)
        }
        for entry in live { entry.subscription.dispose() }
        XCTAssertFalse(subject.hasObservers(), "\(subject.name)", file: file, line: line)
        XCTAssertEqual(Token.live, tokensBefore, "\(subject.name): observers released", file: file, line: line)
    }

    func testRandomSubscribesDisposalsAndSendsMatchTheModel() {
        for seed: UInt64 in [1, 2, 3, 42, 2_026] {
            for subject in subjects() { exercise(subject, seed: seed, steps: 600) }
        }
    }

    func testDisposingOldestFirstKeepsTheOthersInOrderAndReleasesEachAtOnce() {
        for subject in subjects() {
            var received: [Int] = []
            var subscriptions: [Disposable] = []
            let tokensBefore = Token.live
            for id in 0..<50 {
                let token = Token()
                subscriptions.append(
                    subject.observable.subscribe(onNext: { value in
                        _ = token
                        if value >= 0 { received.append(id) }
                    }))
            }
            for index in 0..<50 {
                subscriptions[index].dispose()
                XCTAssertEqual(Token.live - tokensBefore, 49 - index, "\(subject.name) after disposing \(index)")
                received = []
                subject.send(index)
                XCTAssertEqual(received, Array((index + 1)..<50), "\(subject.name) after disposing \(index)")
            }
            XCTAssertFalse(subject.hasObservers(), subject.name)
        }
    }

    /// An observer that disposes other observers while an element is being
    /// dispatched: the dispatch in progress still reaches every observer it
    /// started with (as in RxSwift, which dispatches to a snapshot), the next
    /// one reaches only those left, and the disposed ones are released.
    func testDisposingOthersDuringDispatch() {
        for subject in subjects() {
            var received: [String] = []
            var subscriptions: [Int: Disposable] = [:]
            let tokensBefore = Token.live
            for id in 0..<10 {
                let token = Token()
                subscriptions[id] = subject.observable.subscribe(onNext: { value in
                    _ = token
                    if value < 0 { return }
                    received.append("\(id):\(value)")
                    if id == 5, value == 1 {
                        for other in [0, 2, 7, 9] { subscriptions[other]?.dispose() }
                    }
                })
            }
            subject.send(1)
            XCTAssertEqual(received, (0..<10).map { "\($0):1" }, subject.name)
            received = []
            subject.send(2)
            XCTAssertEqual(received, [1, 3, 4, 5, 6, 8].map { "\($0):2" }, subject.name)
            XCTAssertEqual(Token.live - tokensBefore, 6, subject.name)
            for (_, subscription) in subscriptions { subscription.dispose() }
            XCTAssertEqual(Token.live, tokensBefore, subject.name)
            XCTAssertFalse(subject.hasObservers(), subject.name)
        }
    }
}
