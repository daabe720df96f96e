import XCTest
import Rx

/// combineLatest and zip of 2 to 8 sources are typed per source; the
/// overloads over a collection still share the erased sinks. On the same
/// seeded random schedules of elements, completions and errors, the typed
/// combineLatest must send what the erased one sends (which pins the
/// completion rules of CombineLatest.swift for every arity). zip's two forms
/// complete by different rules (RxSwift 6.10's): each is checked against a
/// model of its own rule on the same schedules.
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

    /// One step of a schedule: what source `source` is sent.
    private enum Step {
        case next(Int), completed, failed
    }

    /// The seeded schedule of 40 steps over `arity` sources.
    private func schedule(arity: Int, seed: UInt64) -> [(source: Int, step: Step)] {
        var random = SeededGenerator(state: seed)
        return (0..<40).map { index in
            let source = Int.random(in: 0..<arity, using: &random)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<84: return (source, .next(index))
            case 84..<98: return (source, .completed)
            default: return (source, .failed)
            }
        }
    }

    private func describe(_ event: Event<[Int]>) -> String {
        switch event {
        case .next(let values): return "next(\(values))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }

    /// Runs one seeded schedule against `typed` and `erased` built on the same
    /// subjects; returns both event logs.
    private func run(
        arity: Int, seed: UInt64, throwAt: Int?,
        typed: ([Observable<Int>]) -> Observable<[Int]>,
        erased: ([Observable<Int>]) -> Observable<[Int]>
    ) -> ([String], [String]) {
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
            }.subscribe { event in logs[index].append(self.describe(event)) }
        }
        for (source, step) in schedule(arity: arity, seed: seed) {
            switch step {
            case .next(let element): subjects[source].onNext(element)
            case .completed: subjects[source].onCompleted()
            case .failed: subjects[source].onError(TestError.source)
            }
        }
        subscriptions.forEach { $0.dispose() }
        return (logs[0], logs[1])
    }

    /// What zip should send on the schedule, by RxSwift 6.10's rules: a
    /// result whenever every queue holds an element; an error at once;
    /// completed when every source has completed, or (`collectionRule`, zip
    /// of a collection) also when an element arrives that finds every other
    /// source completed while some queue is empty.
    private func modelZip(arity: Int, seed: UInt64, throwAt: Int?, collectionRule: Bool) -> [String] {
        var queues = [[Int]](repeating: [], count: arity)
        var done = [Bool](repeating: false, count: arity)
        // A subject ignores what it is sent after its terminal event.
        var subjectStopped = [Bool](repeating: false, count: arity)
        var stopped = false
        var results = 0
        var log: [String] = []
        for (source, step) in schedule(arity: arity, seed: seed) {
            if subjectStopped[source] { continue }
            switch step {
            case .next(let element):
                if stopped { continue }
                queues[source].append(element)
                if queues.allSatisfy({ !$0.isEmpty }) {
                    let values = (0..<arity).map { queues[$0].removeFirst() }
                    results += 1
                    if results == throwAt {
                        log.append("error(\(TestError.selector))")
                        stopped = true
                    } else {
                        log.append("next(\(values))")
                    }
                } else if collectionRule && (0..<arity).allSatisfy({ $0 == source || done[$0] }) {
                    log.append("completed")
                    stopped = true
                }
            case .completed:
                subjectStopped[source] = true
                if stopped { continue }
                done[source] = true
                if done.allSatisfy({ $0 }) {
                    log.append("completed")
                    stopped = true
                }
            case .failed:
                subjectStopped[source] = true
                if stopped { continue }
                log.append("error(\(TestError.source))")
                stopped = true
            }
        }
        return log
    }

    private enum TestError: Error { case source, selector }

    func testTypedZipAndCollectionZipFollowTheirRulesOnRandomSchedules() {
        var schedulesWhereTheRulesPart = 0
        for arity in 2...8 {
            for index in 0..<150 as Range<UInt64> {
                let seed = index &* 7919 &+ UInt64(arity)
                let throwAt = index % 5 == 0 ? 2 : nil
                let (typed, erased) = run(
                    arity: arity, seed: seed, throwAt: throwAt, typed: typedZip, erased: { Observable.zip($0) })
                let arityRule = modelZip(arity: arity, seed: seed, throwAt: throwAt, collectionRule: false)
                let collectionRule = modelZip(arity: arity, seed: seed, throwAt: throwAt, collectionRule: true)
                XCTAssertEqual(typed, arityRule, "zip of \(arity), seed \(seed)")
                XCTAssertEqual(erased, collectionRule, "zip of a collection of \(arity), seed \(seed)")
                if arityRule != collectionRule { schedulesWhereTheRulesPart += 1 }
            }
        }
        XCTAssertGreaterThan(schedulesWhereTheRulesPart, 50, "the schedules tell the two rules apart")
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
