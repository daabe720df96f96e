import XCTest
import Rx

/// The sinks of compactMap, distinctUntilChanged, enumerated, materialize,
/// dematerialize, withLatestFrom, sample and groupBy run an element step
/// compiled where the operator is applied. Applied in generic code, the step
/// is compiled for any type; applied to optionals, its `Key?` is a nested
/// optional. Each must do what the operator means, release what it is given
/// and end on a thrown error.
final class ElementStepTests: RxTest {
    class Token {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    struct Weak {
        weak var object: Token?
    }

    /// Applied where the element type is a generic parameter.
    func compactMapped<T>(_ source: Observable<T?>) -> Observable<T> { source.compactMap { $0 } }

    func distinct<T: Equatable>(_ source: Observable<T>) -> Observable<T> { source.distinctUntilChanged() }

    func testCompactMapAppliedInGenericCodeReleasesItsElements() {
        var made: [Weak] = []
        var received: [Int] = []
        let subject = PublishSubject<Token?>()
        let subscription = compactMapped(subject.asObservable()).subscribe(onNext: { received.append($0.value) })
        for value in [1, 2, 3] {
            let token = value == 2 ? nil : Token(value)
            if let token { made.append(Weak(object: token)) }
            subject.onNext(token)
        }
        subscription.dispose()
        XCTAssertEqual(received, [1, 3])
        XCTAssertTrue(made.allSatisfy { $0.object == nil }, "a token was kept")
    }

    func testDistinctUntilChangedOfOptionalsKeepsNilAsAnElement() {
        var received: [Int?] = []
        _ = Observable<Int?>.from([nil, nil, 1, 1, nil, 2]).distinctUntilChanged()
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [nil, 1, nil, 2])
        var generic: [Int?] = []
        _ = distinct(Observable<Int?>.from([nil, nil, 3, nil])).subscribe(onNext: { generic.append($0) })
        XCTAssertEqual(generic, [nil, 3, nil])
    }

    func testDistinctUntilChangedByKeyReleasesTheKeysItReplaces() {
        var keys: [Weak] = []
        var received: [Int] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.distinctUntilChanged(
            { value -> Token in
                let key = Token(value / 10)
                keys.append(Weak(object: key))
                return key
            }, comparer: { $0.value == $1.value }
        )
        .subscribe(onNext: { received.append($0) })
        for value in [1, 5, 12, 19, 31] { subject.onNext(value) }
        XCTAssertEqual(received, [1, 12, 31])
        // Only the last key is kept, for the next comparison.
        XCTAssertEqual(keys.filter { $0.object != nil }.count, 1)
        subscription.dispose()
        XCTAssertTrue(keys.allSatisfy { $0.object == nil }, "a key was kept after disposal")
    }

    struct Failure: Error {}

    func testThrowingStepsEndTheSequenceAndUnsubscribe() {
        for (name, apply) in [
            (
                "compactMap",
                { (o: Observable<Int>) in
                    o.compactMap { value -> Int? in
                        if value == 2 { throw Failure() }
                        return value
                    }
                }
            ),
            (
                "distinctUntilChanged",
                { (o: Observable<Int>) in
                    o.distinctUntilChanged { value -> Int in
                        if value == 2 { throw Failure() }
                        return value
                    }
                }
            ),
            (
                "distinctUntilChanged(comparer:)",
                { (o: Observable<Int>) in
                    o.distinctUntilChanged { _, new in
                        if new == 2 { throw Failure() }
                        return false
                    }
                }
            )
        ] {
            let subject = PublishSubject<Int>()
            var events: [String] = []
            _ = apply(subject.asObservable()).subscribe(
                onNext: { events.append("\($0)") }, onError: { _ in events.append("error") })
            subject.onNext(1)
            subject.onNext(2)
            XCTAssertFalse(subject.hasObservers, name)
            subject.onNext(3)
            XCTAssertEqual(events, ["1", "error"], name)
        }
    }
    /// Applied where the element types are generic parameters.
    func latest<A, B>(_ first: Observable<A>, _ second: Observable<B>) -> Observable<B> { first.withLatestFrom(second) }

    func roundTrip<T>(_ source: Observable<T>) -> Observable<T> { source.materialize().dematerialize() }

    func numbered<T>(_ source: Observable<T>) -> Observable<String> {
        source.enumerated().map { "\($0.index):\($0.element)" }
    }

    func testWithLatestFromKeepsANilElementAsTheLatest() {
        let taps = PublishSubject<Void>(), text = PublishSubject<String?>()
        var received: [String?] = []
        let subscription = latest(taps.asObservable(), text.asObservable()).subscribe(onNext: { received.append($0) })
        taps.onNext(())  // nothing yet
        text.onNext(nil)
        taps.onNext(())
        text.onNext("rx")
        taps.onNext(())
        XCTAssertEqual(received, [nil, "rx"])
        subscription.dispose()
    }

    func testSampleReleasesTheElementsItReplaces() {
        var made: [Weak] = []
        var received: [Int] = []
        let source = PublishSubject<Token>(), sampler = PublishSubject<Void>()
        let subscription = source.sample(sampler).subscribe(onNext: { received.append($0.value) })
        for value in 1...3 {
            let token = Token(value)
            made.append(Weak(object: token))
            source.onNext(token)
        }
        XCTAssertEqual(made.filter { $0.object != nil }.count, 1, "only the latest element is kept")
        sampler.onNext(())
        sampler.onNext(())
        XCTAssertEqual(received, [3])
        subscription.dispose()
        XCTAssertTrue(made.allSatisfy { $0.object == nil })
    }

    func testMaterializeAndDematerializeInGenericCode() {
        var events: [String] = []
        _ = roundTrip(Observable<String>.of("a", "b").concat(Observable.error(Failure())))
            .subscribe(onNext: { events.append($0) }, onError: { _ in events.append("error") })
        _ = roundTrip(Observable.of(1)).subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("|") })
        XCTAssertEqual(events, ["a", "b", "error", "1", "|"])
    }

    func testEnumeratedInGenericCode() {
        var received: [String] = []
        _ = numbered(Observable.of("a", "b", "c")).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["0:a", "1:b", "2:c"])
    }
    func grouped<T, K: Hashable>(_ source: Observable<T>, by key: @escaping (T) -> K) -> Observable<String> {
        source.groupBy(keySelector: key).flatMap { group in group.map { "\(group.key):\($0)" } }
    }

    func testGroupByInGenericCodeSendsEachElementToItsGroupInOrder() {
        var received: [String] = []
        var completed = false
        _ = grouped(Observable.of(1, 2, 3, 4, 5), by: { $0 % 2 == 0 ? "even" : "odd" })
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["odd:1", "even:2", "odd:3", "even:4", "odd:5"])
        XCTAssertTrue(completed)
    }

    func testGroupByReleasesItsGroupsAndKeysWhenDisposed() {
        var keys: [Weak] = []
        let source = PublishSubject<Int>()
        var groups = 0
        let subscription = source.groupBy { value -> KeyToken in
            let key = KeyToken(value % 2)
            keys.append(Weak(object: key))
            return key
        }
        .subscribe(onNext: { _ in groups += 1 })
        for value in 1...4 { source.onNext(value) }
        XCTAssertEqual(groups, 2)
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
        XCTAssertTrue(keys.allSatisfy { $0.object == nil }, "a key was kept")
    }

    final class KeyToken: Token, Hashable {
        static func == (lhs: KeyToken, rhs: KeyToken) -> Bool { lhs.value == rhs.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
}
