import XCTest
import Rx

/// `Observable.amb(_:)` of a sequence races every source in one sink: many
/// sources must neither nest a sink per source (20,000 sources overflowed the
/// stack when subscribed) nor pass the winner's events through one; and it
/// keeps RxSwift's order of subscribing and unsubscribing.
final class AmbCollectionTests: RxTest {
    /// A source that counts its subscriptions and disposals.
    private final class Counted {
        var subscribed = 0
        var disposed = 0
        func observable(sending events: [Event<Int>] = []) -> Observable<Int> {
            Observable.create { observer in
                self.subscribed += 1
                for event in events { observer.on(event) }
                return Disposables.create { self.disposed += 1 }
            }
        }
    }

    func testTwentyThousandSourcesRaceWithoutNesting() {
        let sources = (0..<20_000).map { _ in PublishSubject<Int>() }
        var received: [Int] = []
        var completed = 0
        let subscription = Observable.amb(sources.map { $0.asObservable() })
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed += 1 })
        XCTAssertTrue(sources.allSatisfy(\.hasObservers))
        sources[12_345].onNext(1)
        XCTAssertEqual(sources.indices.filter { sources[$0].hasObservers }, [12_345])
        sources[0].onNext(2)
        sources[12_345].onNext(3)
        sources[12_345].onCompleted()
        XCTAssertEqual(received, [1, 3])
        XCTAssertEqual(completed, 1)
        XCTAssertFalse(sources[12_345].hasObservers)
        subscription.dispose()
    }

    /// A source that sends while it is being subscribed wins; the sources
    /// before it are unsubscribed, and those after it are still subscribed
    /// (in order, as RxSwift's nested `amb` does) and unsubscribed at once.
    func testASourceSendingWhileSubscribedWinsAndLaterOnesAreDroppedAtOnce() {
        let counters = (0..<5).map { _ in Counted() }
        var received: [String] = []
        let sources = counters.enumerated().map { index, counter in
            counter.observable(sending: index == 2 ? [.next(7), .completed] : [])
        }
        _ = Observable.amb(sources).subscribe(
            onNext: { received.append("next \($0)") }, onCompleted: { received.append("completed") })
        XCTAssertEqual(received, ["next 7", "completed"])
        XCTAssertEqual(counters.map(\.subscribed), [1, 1, 1, 1, 1])
        XCTAssertEqual(counters.map(\.disposed), [1, 1, 1, 1, 1])
    }

    func testAnErrorWinsAndEverySourceIsUnsubscribed() {
        let counters = (0..<4).map { _ in Counted() }
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        var received: [String] = []
        let sources = (0..<4).map { index in
            Observable.merge(counters[index].observable(), subjects[index].asObservable())
        }
        let first = Observable.amb(sources).subscribe(
            onNext: { received.append("next \($0)") }, onError: { _ in received.append("error") })
        subjects[3].onError(testError)
        subjects[0].onNext(1)
        XCTAssertEqual(received, ["error"])
        XCTAssertEqual(counters.map(\.disposed), [1, 1, 1, 1])
        first.dispose()

        // subjects[3] has failed: subscribed again, it fails at once and wins.
        let second = Observable.amb(sources).subscribe(
            onNext: { received.append("next \($0)") }, onError: { _ in received.append("error again") })
        XCTAssertEqual(received, ["error", "error again"])
        XCTAssertEqual(counters.map(\.subscribed), [2, 2, 2, 2])
        second.dispose()
        XCTAssertEqual(counters.map(\.disposed), [2, 2, 2, 2])
        XCTAssertFalse(subjects.contains(where: \.hasObservers))
    }

    func testOneSourceIsThatSourceAndNoSourceNeverEnds() {
        var received: [Int] = []
        _ = Observable.amb([Observable.of(1, 2)]).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        var events = 0
        let never = Observable<Int>.amb([]).subscribe { _ in events += 1 }
        XCTAssertEqual(events, 0)
        never.dispose()
    }
}
