import XCTest
import Rx

/// combineLatest and zip of 2 to 8 sources are typed per source; the
/// overloads over a collection still share the erased sinks. On the same
/// seeded random schedules of elements, completions and errors, both must
/// send the same events in the same order (which pins the completion rules of
/// Zip.swift and CombineLatest.swift for every arity).
final class TypedArityEquivalenceTests: RxTest {
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func typedZip(_ s: [Observable<Int>]) -> Observable<[Int]> {
        switch s.count {
        case 2: return Observable.zip(s[0], s[1]) { [$0, $1] }
        case 3: return Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
        case 4: return Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case 6: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case 7: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        default:
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        }
    }

    private func typedCombineLatest(_ s: [Observable<Int>]) -> Observable<[Int]> {
        switch s.count {
        case 2: return Observable.combineLatest(s[0], s[1]) { [$0, $1] }
        case 3: return Observable.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }
        case 4: return Observable.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case 5: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case 6: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case 7:
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        default:
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7]
            }
        }
    }

    /// Runs one seeded schedule against `typed` and `erased` built on the same
    /// subjects; returns both event logs.
    private func run(
        arity: Int, seed: UInt64, throwAt: Int?,
        typed: ([Observable<Int>]) -> Observable<[Int]>,
        erased: ([Observable<Int>]) -> Observable<[Int]>
    ) -> ([String], [String]) {
        var random = SeededGenerator(state: seed)
        let subjects = (0..<arity).map { _ in PublishSubject<Int>() }
        let sources = subjects.map { $0.asObservable() }
        // Each of the two counts its own results; the `throwAt`-th throws.
        var results = [0, 0]
        var logs: [[String]] = [[], []]
        let subscriptions = [typed(sources), erased(sources)].enumerated().map { index, observable in
            observable.map { values -> [Int] in
                results[index] += 1
                if results[index] == throwAt { throw TestError.selector }
                return values
            }.subscribe { event in logs[index].append("\(event)") }
        }
        for step in 0..<40 {
            let source = Int.random(in: 0..<arity, using: &random)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<84: subjects[source].onNext(step)
            case 84..<98: subjects[source].onCompleted()
            default: subjects[source].onError(TestError.source)
            }
        }
        subscriptions.forEach { $0.dispose() }
        return (logs[0], logs[1])
    }

    private enum TestError: Error { case source, selector }

    func testTypedZipSendsWhatTheErasedZipSendsOnRandomSchedules() {
        for arity in 2...8 {
            for seed in 0..<150 as Range<UInt64> {
                let (typed, erased) = run(
                    arity: arity, seed: seed &* 7919 &+ UInt64(arity), throwAt: seed % 5 == 0 ? 2 : nil,
                    typed: typedZip, erased: { Observable.zip($0) })
                XCTAssertEqual(typed, erased, "zip of \(arity), seed \(seed)")
            }
        }
    }

    func testTypedCombineLatestSendsWhatTheErasedOneSendsOnRandomSchedules() {
        for arity in 2...8 {
            for seed in 0..<150 as Range<UInt64> {
                let (typed, erased) = run(
                    arity: arity, seed: seed &* 104_729 &+ UInt64(arity), throwAt: seed % 5 == 0 ? 3 : nil,
                    typed: typedCombineLatest, erased: { Observable.combineLatest($0) })
                XCTAssertEqual(typed, erased, "combineLatest of \(arity), seed \(seed)")
            }
        }
    }

    /// Sources of different element types, each typed (no `Any` in between).
    func testTypedArityKeepsEachSourceType() {
        var log: [String] = []
        let subscription = Observable.zip(
            Observable.just(1), Observable.just("a"), Observable.just(2.5),
            Observable.just([true])
        )
        .subscribe(onNext: { log.append("\($0.0) \($0.1) \($0.2) \($0.3)") })
        let second = Observable.combineLatest(Observable.just(1), Observable.just("a"), Observable.just(2.5))
            .subscribe(onNext: { log.append("\($0.0) \($0.1) \($0.2)") })
        subscription.dispose()
        second.dispose()
        XCTAssertEqual(log, ["1 a 2.5 [true]", "1 a 2.5"])
    }
}
