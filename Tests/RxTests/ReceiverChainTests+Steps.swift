import Foundation
import XCTest
@testable import Rx

/// The operators of ReceiverChainTests, each with a model of what it does
/// to a finite sequence of events.
extension ReceiverChainTests {
    static let steps: [Step] = [
        Step(
            name: "map", apply: { $0.map { $0 * 10 } },
            model: { Outcome(elements: $0.elements.map { $0 * 10 }, terminal: $0.terminal) }),
        Step(
            name: "filter", apply: { $0.filter { $0 % 20 != 0 } },
            model: { Outcome(elements: $0.elements.filter { $0 % 20 != 0 }, terminal: $0.terminal) }),
        Step(
            name: "take(2)", apply: { $0.take(2) },
            model: {
                $0.elements.count >= 2 ? Outcome(elements: Array($0.elements.prefix(2)), terminal: .completed) : $0
            }),
        Step(
            name: "scan", apply: { $0.scan(0, accumulator: +) },
            model: { outcome in
                let sums = outcome.elements.indices.map { outcome.elements[...$0].reduce(0, +) }
                return Outcome(elements: sums, terminal: outcome.terminal)
            }),
        Step(
            name: "flatMap", apply: { $0.flatMap { Observable.just($0 + 1) } },
            model: { Outcome(elements: $0.elements.map { $0 + 1 }, terminal: $0.terminal) }),
        Step(
            name: "flatMapLatest", apply: { $0.flatMapLatest { Observable.just($0 - 1) } },
            model: { Outcome(elements: $0.elements.map { $0 - 1 }, terminal: $0.terminal) }),
        Step(
            // An inner producer that sends while subscribed, and is
            // subscribed (a `just` is not: it sends at once).
            name: "flatMap(create)", apply: { $0.flatMap { ReceiverChainTests.sendingAtOnce($0 + 1) } },
            model: { Outcome(elements: $0.elements.map { $0 + 1 }, terminal: $0.terminal) }),
        Step(
            name: "flatMapLatest(create)", apply: { $0.flatMapLatest { ReceiverChainTests.sendingAtOnce($0 - 1) } },
            model: { Outcome(elements: $0.elements.map { $0 - 1 }, terminal: $0.terminal) }),
        Step(
            name: "merge(maxConcurrent: 1)", apply: { $0.map { Observable.just($0 * 2) }.merge(maxConcurrent: 1) },
            model: { Outcome(elements: $0.elements.map { $0 * 2 }, terminal: $0.terminal) }),
        Step(
            name: "do(onNext:)", apply: { $0.do(onNext: { _ in }) },
            model: { $0 }),
        Step(
            name: "concat(just)", apply: { $0.concat(Observable.just(99)) },
            model: { $0.terminal == .completed ? Outcome(elements: $0.elements + [99], terminal: .completed) : $0 }),
        Step(
            name: "catchAndReturn", apply: { $0.catchAndReturn(-1) },
            model: { $0.terminal == .error ? Outcome(elements: $0.elements + [-1], terminal: .completed) : $0 }),
        Step(
            name: "catch(sequence:)", apply: { Observable.catch(sequence: [$0, Observable.just(-3)]) },
            model: { $0.terminal == .error ? Outcome(elements: $0.elements + [-3], terminal: .completed) : $0 }),
        Step(
            name: "startWith(0)", apply: { $0.startWith(0) },
            model: { Outcome(elements: [0] + $0.elements, terminal: $0.terminal) }),
        Step(
            name: "materialize", apply: { $0.materialize().compactMap { $0.element } },
            model: { Outcome(elements: $0.elements, terminal: $0.terminal == .none ? .none : .completed) }),
        Step(
            name: "ifEmpty(switchTo:)", apply: { $0.ifEmpty(switchTo: Observable.just(7)) },
            model: {
                $0.elements.isEmpty && $0.terminal == .completed ? Outcome(elements: [7], terminal: .completed) : $0
            }),
        Step(
            name: "observe(on: CurrentThreadScheduler)", apply: { $0.observe(on: CurrentThreadScheduler.instance) },
            model: { $0 }),
        Step(
            name: "withLatestFrom(just(5))", apply: { $0.withLatestFrom(Observable.just(5)) { $0 + $1 } },
            model: { Outcome(elements: $0.elements.map { $0 + 5 }, terminal: $0.terminal) }),
        Step(
            name: "take(until: never)", apply: { $0.take(until: Observable<Int>.never()) },
            model: { $0 }),
        Step(
            // (until: just) would depend on whether the source sends while
            // subscribed, before `just` is: the source is subscribed first.
            name: "skip(until: never)", apply: { $0.skip(until: Observable<Int>.never()) },
            model: { Outcome(elements: [], terminal: $0.terminal == .error ? .error : .none) },
            passesElements: false),
        Step(
            name: "skip(1)", apply: { $0.skip(1) },
            model: { Outcome(elements: Array($0.elements.dropFirst()), terminal: $0.terminal) }),
        Step(
            name: "compactMap", apply: { $0.compactMap { $0 % 3 == 0 ? nil : $0 + 100 } },
            model: { Outcome(elements: $0.elements.compactMap { $0 % 3 == 0 ? nil : $0 + 100 }, terminal: $0.terminal) }),
        Step(
            name: "distinctUntilChanged(key)", apply: { $0.distinctUntilChanged { $0 / 2 } },
            model: { outcome in
                var kept: [Int] = []
                for value in outcome.elements where kept.last.map({ $0 / 2 != value / 2 }) ?? true {
                    kept.append(value)
                }
                return Outcome(elements: kept, terminal: outcome.terminal)
            }),
        Step(
            name: "take(while: < 3)", apply: { $0.take(while: { $0 < 3 }) },
            model: { outcome in
                let kept = Array(outcome.elements.prefix { $0 < 3 })
                return Outcome(elements: kept, terminal: kept.count < outcome.elements.count ? .completed : outcome.terminal)
            },
            passesElements: false),
        Step(
            name: "skip(while: < 2)", apply: { $0.skip(while: { $0 < 2 }) },
            model: { Outcome(elements: Array($0.elements.drop { $0 < 2 }), terminal: $0.terminal) }),
        Step(
            name: "take(until: == 2, inclusive)", apply: { $0.take(until: { $0 == 2 }, behavior: .inclusive) },
            model: { outcome in
                guard let index = outcome.elements.firstIndex(of: 2) else { return outcome }
                return Outcome(elements: Array(outcome.elements[...index]), terminal: .completed)
            }),
        Step(
            name: "element(at: 1)", apply: { $0.element(at: 1) },
            model: { outcome in
                if outcome.elements.count > 1 { return Outcome(elements: [outcome.elements[1]], terminal: .completed) }
                return Outcome(elements: [], terminal: outcome.terminal == .completed ? .error : outcome.terminal)
            },
            passesElements: false),
        Step(
            name: "ifEmpty(default:)", apply: { $0.ifEmpty(default: 42) },
            model: {
                $0.elements.isEmpty && $0.terminal == .completed ? Outcome(elements: [42], terminal: .completed) : $0
            }),
        Step(
            name: "enumerated", apply: { $0.enumerated().map { $0.index * 1000 + $0.element } },
            model: { outcome in
                Outcome(
                    elements: outcome.elements.enumerated().map { $0.offset * 1000 + $0.element },
                    terminal: outcome.terminal)
            }),
        Step(
            name: "materialize().dematerialize()", apply: { $0.materialize().dematerialize() },
            model: { $0 }),
        Step(
            name: "ignoreElements", apply: { $0.ignoreElements().map { (value: Never) -> Int in switch value {} } },
            model: { Outcome(elements: [], terminal: $0.terminal) },
            passesElements: false),
        Step(
            // With an onDispose handler the sink keeps a disposable of its
            // own for the source's subscription (without one it does not).
            name: "do(onDispose:)", apply: { $0.do(onDispose: {}) },
            model: { $0 }),
        Step(
            // A fallback that is subscribed (a `just` sends at once).
            name: "catch(create)", apply: { $0.catch { _ in ReceiverChainTests.sendingAtOnce(-2) } },
            model: { $0.terminal == .error ? Outcome(elements: $0.elements + [-2], terminal: .completed) : $0 }),
        Step(
            name: "reduce(0, +)", apply: { $0.reduce(0, accumulator: +) },
            model: { outcome in
                outcome.terminal == .completed
                    ? Outcome(elements: [outcome.elements.reduce(0, +)], terminal: .completed)
                    : Outcome(elements: [], terminal: outcome.terminal)
            },
            passesElements: false),
        Step(
            name: "toArray", apply: { $0.toArray().asObservable().map { $0.last ?? -7 } },
            model: { outcome in
                outcome.terminal == .completed
                    ? Outcome(elements: [outcome.elements.last ?? -7], terminal: .completed)
                    : Outcome(elements: [], terminal: outcome.terminal)
            },
            passesElements: false),
        Step(
            name: "takeLast(2)", apply: { $0.takeLast(2) },
            model: { outcome in
                outcome.terminal == .completed
                    ? Outcome(elements: Array(outcome.elements.suffix(2)), terminal: .completed)
                    : Outcome(elements: [], terminal: outcome.terminal)
            },
            passesElements: false),
        Step(
            name: "withUnretained", apply: { $0.withUnretained(ReceiverChainTests.retained) { _, value in value + 1 } },
            model: { Outcome(elements: $0.elements.map { $0 + 1 }, terminal: $0.terminal) }),
        Step(
            name: "concat(just)", apply: { $0.concat(Observable.just(-3)) },
            model: { $0.terminal == .completed ? Outcome(elements: $0.elements + [-3], terminal: .completed) : $0 }),
        Step(
            name: "catch(sequence:)", apply: { Observable.catch(sequence: [$0, .just(-4)]) },
            model: { $0.terminal == .error ? Outcome(elements: $0.elements + [-4], terminal: .completed) : $0 }),
        Step(
            // One attempt: an error passes.
            name: "retry(1)", apply: { $0.retry(1) },
            model: { $0 }),
        Step(
            // The other source never sends: the first is the winner.
            name: "amb(never)", apply: { $0.amb(Observable<Int>.never()) },
            model: { $0 }),
        Step(
            name: "never.amb", apply: { Observable<Int>.never().amb($0) },
            model: { $0 }),
        // Operators whose sinks pass events on unchanged, and a connectable's
        // connection: each kind of event on its own, without an `Event`.
        Step(name: "deferred", apply: { source in Observable.deferred { source } }, model: { $0 }),
        Step(
            name: "using",
            apply: { source in Observable.using({ BooleanDisposable() }, observableFactory: { _ in source }) },
            model: { $0 }),
        Step(name: "publish().refCount()", apply: { $0.publish().refCount() }, model: { $0 }),
        Step(
            name: "multicast(selector)",
            apply: { $0.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 } }) }, model: { $0 }),
        Step(name: "replay(1).refCount()", apply: { $0.replay(1).refCount() }, model: { $0 }),
        Step(
            name: "subscribe(on: CurrentThreadScheduler)",
            apply: { $0.subscribe(on: CurrentThreadScheduler.instance) },
            model: { $0 }),
        Step(
            name: "create(forward)",
            apply: { source in Observable.create { observer in source.subscribe(observer) } },
            model: { $0 })
    ]

    /// The object of the withUnretained step, alive for the whole test.
    static let retained = NSObject()

    /// An observable that sends `value` and completes while subscribed.
    static func sendingAtOnce(_ value: Int) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(value)
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
