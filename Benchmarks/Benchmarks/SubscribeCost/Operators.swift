import Foundation
import Rx

// The cost of subscribing one more operator: `Observable.create` emitting one
// element, map, the operator, subscribe, dispose. `op-map` is the chain
// without the operator; each other scenario's cost less its cost is the
// operator's (its producer built, its sink made, subscribed and disposed,
// one element through it).

let operatorScenarios: [String: () -> Void] = [
    "op-map": { subscribeOnce(emitOne().map { $0 &+ 1 }) },
    "op-compactMap": { subscribeOnce(emitOne().map { $0 &+ 1 }.compactMap { $0 }) },
    "op-scan": { subscribeOnce(emitOne().map { $0 &+ 1 }.scan(0, accumulator: &+)) },
    "op-distinctUntilChanged": { subscribeOnce(emitOne().map { $0 &+ 1 }.distinctUntilChanged()) },
    "op-take": { subscribeOnce(emitOne().map { $0 &+ 1 }.take(5)) },
    "op-skip": { subscribeOnce(emitOne().map { $0 &+ 1 }.skip(0)) },
    "op-takeWhile": { subscribeOnce(emitOne().map { $0 &+ 1 }.take(while: { $0 > 0 })) },
    "op-skipWhile": { subscribeOnce(emitOne().map { $0 &+ 1 }.skip(while: { $0 < 0 })) },
    "op-startWith": { subscribeOnce(emitOne().map { $0 &+ 1 }.startWith(0)) },
    "op-enumerated": { subscribeOnce(emitOne().map { $0 &+ 1 }.enumerated().map { $0.element }) },
    "op-do": { subscribeOnce(emitOne().map { $0 &+ 1 }.do(onNext: { sum &+= $0 })) },
    "op-catchAndReturn": { subscribeOnce(emitOne().map { $0 &+ 1 }.catchAndReturn(0)) },
    "op-materialize": { subscribeOnce(emitOne().map { $0 &+ 1 }.materialize().map { _ in 1 }) },
    "op-withLatestFrom": { subscribeOnce(emitOne().map { $0 &+ 1 }.withLatestFrom(subjects[0]) { $0 &+ $1 }) },
    "op-takeUntil": { subscribeOnce(emitOne().map { $0 &+ 1 }.take(until: subjects[0])) },
    "op-share": { subscribeOnce(emitOne().map { $0 &+ 1 }.share()) },
    "op-reduce": { subscribeOnce(emitOne().map { $0 &+ 1 }.reduce(0, accumulator: &+)) },
    "op-takeLast": { subscribeOnce(emitOne().map { $0 &+ 1 }.takeLast(1)) },
    "op-observeOn": { subscribeOnce(emitOne().map { $0 &+ 1 }.observe(on: CurrentThreadScheduler.instance)) },
    "op-skipUntil": { subscribeOnce(emitOne().map { $0 &+ 1 }.skip(until: subjects[0])) },
    "op-ifEmptySwitchTo": { subscribeOnce(emitOne().map { $0 &+ 1 }.ifEmpty(switchTo: .just(0))) },
    // The timed operators schedule on a queue whose timers are an hour away:
    // subscribing and disposing them, not their timers firing.
    "op-debounce": { subscribeOnce(emitOne().map { $0 &+ 1 }.debounce(.seconds(3600), scheduler: timerQueue)) },
    "op-throttle": { subscribeOnce(emitOne().map { $0 &+ 1 }.throttle(.seconds(3600), scheduler: timerQueue)) },
    "op-delay": { subscribeOnce(emitOne().map { $0 &+ 1 }.delay(.seconds(3600), scheduler: timerQueue)) },
    "op-withUnretained": { subscribeOnce(emitOne().map { $0 &+ 1 }.withUnretained(retainedObject) { $1 }) },
    "op-sample": { subscribeOnce(emitOne().map { $0 &+ 1 }.sample(subjects[0])) },
    "op-subscribeOn": { subscribeOnce(emitOne().map { $0 &+ 1 }.subscribe(on: CurrentThreadScheduler.instance)) },
    "op-concat": { subscribeOnce(emitOne().map { $0 &+ 1 }.concat(Observable.just(0))) },
    "op-amb": { subscribeOnce(emitOne().map { $0 &+ 1 }.amb(subjects[0])) },
    "op-retry": { subscribeOnce(emitOne().map { $0 &+ 1 }.retry(2)) },
    "op-timeout": { subscribeOnce(emitOne().map { $0 &+ 1 }.timeout(.seconds(3600), scheduler: timerQueue)) }
]

/// The scheduler of the timed operators' scenarios.
let timerQueue = SerialDispatchQueueScheduler(qos: .default)

/// The object of `op-withUnretained`.
let retainedObject = NSObject()

@inline(__always)
func subscribeOnce(_ observable: Observable<Int>) {
    observable.subscribe(onNext: { sum &+= $0 }).dispose()
}
