import Foundation
import Rx

// One element through a standing chain: `elementSource` (a PublishSubject),
// map, the operator, `subscribe(onNext:)`. The chain is subscribed once,
// before the loop; each operation sends one element (a new value each time,
// so that distinctUntilChanged lets it through). `el-map` is the chain
// without the operator; each other scenario's cost less its cost is what the
// operator costs per element. The mallocs column finds an operator that
// allocates per element where it need not (`bash Benchmarks/subscribe-cost.sh
// BINARY $(BINARY --list-elements)`, `make bench-elements`).

let elementSource = PublishSubject<Int>()
/// Another source, holding an element, for the operators with two.
let elementSecond = BehaviorSubject<Int>(value: 1)
nonisolated(unsafe) var elementValue = 0

let elementScenario: () -> Void = {
    elementValue &+= 1
    elementSource.onNext(elementValue)
}

private func standing<Result>(_ apply: @escaping (Observable<Int>) -> Observable<Result>) -> () -> Disposable {
    { apply(elementSource.map { $0 &+ 1 }).subscribe(onNext: { _ in sum &+= 1 }) }
}

let elementStandingChains: [String: () -> Disposable] = [
    "el-map": standing { $0 },
    "el-filter": standing { $0.filter { $0 != 0 } },
    "el-compactMap": standing { $0.compactMap { $0 } },
    "el-scan": standing { $0.scan(0, accumulator: &+) },
    "el-distinctUntilChanged": standing { $0.distinctUntilChanged() },
    "el-distinctUntilChanged-key": standing { $0.distinctUntilChanged { $0 } },
    "el-take": standing { $0.take(Int.max) },
    "el-skip": standing { $0.skip(1) },
    "el-takeWhile": standing { $0.take(while: { $0 > 0 }) },
    "el-skipWhile": standing { $0.skip(while: { $0 < 0 }) },
    "el-startWith": standing { $0.startWith(0) },
    "el-enumerated": standing { $0.enumerated() },
    "el-do": standing { $0.do(onNext: { sum &+= $0 }) },
    "el-catchAndReturn": standing { $0.catchAndReturn(0) },
    "el-catch": standing { $0.catch { _ in .just(0) } },
    "el-retry": standing { $0.retry(2) },
    "el-materialize": standing { $0.materialize() },
    "el-dematerialize": standing { $0.materialize().dematerialize() },
    "el-ignoreElements": standing { $0.ignoreElements().asObservable() },
    "el-reduce": standing { $0.reduce(0, accumulator: &+) },
    "el-takeLast": standing { $0.takeLast(1) },
    "el-toArray": standing { $0.toArray().asObservable() },
    "el-withUnretained": standing { $0.withUnretained(retainedObject) { $1 } },
    "el-withLatestFrom": standing { $0.withLatestFrom(elementSecond) { $0 &+ $1 } },
    "el-takeUntil": standing { $0.take(until: subjects[0]) },
    "el-skipUntil": standing { source in
        let trigger = BehaviorSubject<Int>(value: 0)
        return source.skip(until: trigger)
    },
    "el-sample": standing { $0.sample(subjects[0]) },
    "el-amb": standing { $0.amb(subjects[0]) },
    "el-concat": standing { $0.concat(Observable.just(0)) },
    "el-subscribeOn": standing { $0.subscribe(on: CurrentThreadScheduler.instance) },
    "el-observeOn": standing { $0.observe(on: CurrentThreadScheduler.instance) },
    "el-share": standing { $0.share() },
    "el-share-replay-1": standing { $0.share(replay: 1) },
    "el-publish-refCount": standing { $0.publish().refCount() },
    "el-merge": standing { Observable.merge($0, subjects[0].asObservable()) },
    "el-combineLatest": standing { Observable.combineLatest($0, elementSecond) { $0 &+ $1 } },
    "el-flatMap-just": standing { $0.flatMap { Observable.just($0) } },
    "el-flatMapLatest-just": standing { $0.flatMapLatest { Observable.just($0) } },
    "el-concatMap-just": standing { $0.concatMap { Observable.just($0) } },
    "el-buffer-10": standing { $0.buffer(timeSpan: .seconds(3600), count: 10, scheduler: timerQueue) },
    "el-window-10": standing { $0.window(timeSpan: .seconds(3600), count: 10, scheduler: timerQueue).flatMap { $0 } },
    "el-groupBy": standing { $0.groupBy { $0 & 1 }.flatMap { $0.asObservable() } },
    "el-elementAt": standing { $0.element(at: Int.max) },
    "el-ifEmpty": standing { $0.ifEmpty(default: 0) },
    // The timed operators, on a queue whose timers are an hour away:
    // debounce and timeout restart a timer per element, delay schedules one.
    "el-debounce": standing { $0.debounce(.seconds(3600), scheduler: timerQueue) },
    "el-throttle": standing { $0.throttle(.seconds(3600), scheduler: timerQueue) },
    "el-timeout": standing { $0.timeout(.seconds(3600), scheduler: timerQueue) }
]

let elementScenarios: [String: () -> Void] = elementStandingChains.mapValues { _ in elementScenario }
