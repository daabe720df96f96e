// The cost of building, subscribing and disposing a chain, one scenario per
// run, for an instruction and allocation count under valgrind:
//
//     SubscribeCost SCENARIO COUNT
//
// runs SCENARIO COUNT times. Run it twice under `valgrind --tool=callgrind`
// (or memcheck for allocations) with two counts: the difference divided by
// the difference of the counts is the cost of one operation, without the
// start-up of the process (Benchmarks/subscribe-cost.sh does this). The
// combineLatest and zip scenarios are in Combining.swift, those of operators
// that keep elements between events in Buffering.swift, those whose cost
// grows with a number of subscribers or sources in Scaling.swift,
// OpenCombine's twins of the chain-building ones in OpenCombineChains.swift,
// one operator subscribed in Operators.swift and one element through one
// operator in ElementPaths.swift. `SubscribeCost --list` prints every name.

import Foundation
import Rx

/// One operation of each scenario; `sum` keeps the elements alive.
nonisolated(unsafe) var sum = 0
let subjects = (0..<4).map { _ in PublishSubject<Int>() }
let subjectOfSubjects = PublishSubject<Observable<Int>>()

func emitOne() -> Observable<Int> {
    Observable.create { observer in
        observer.onNext(1)
        return Disposables.create()
    }
}

/// Sources and a chain subscribed once, before the loop, by the `-send`
/// scenarios: each operation then sends elements through the standing chain.
let sendSubjects = (0..<2).map { _ in PublishSubject<Int>() }
let standingChains: [String: () -> Disposable] = [
    "subject-send": { sendSubjects[0].subscribe(onNext: { sum &+= $0 }) },
    "combineLatest-2-send": {
        let chain = Observable.combineLatest(sendSubjects[0], sendSubjects[1]) { $0 &+ $1 }
            .subscribe(onNext: { sum &+= $0 })
        sendSubjects[1].onNext(1)
        return chain
    },
    "zip-2-send": {
        Observable.zip(sendSubjects[0], sendSubjects[1]) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
    },
    "merge-send": {
        Observable.merge(sendSubjects[0], sendSubjects[1]).subscribe(onNext: { sum &+= $0 })
    },
    "switchLatest-switch": { subjectOfSubjects.switchLatest().subscribe(onNext: { sum &+= $0 }) },
    "switchLatest-send": {
        let chain = subjectOfSubjects.switchLatest().subscribe(onNext: { sum &+= $0 })
        subjectOfSubjects.onNext(sendSubjects[0].asObservable())
        return chain
    },
    "share-replay-10-send": {
        let shared = sendSubjects[0].map { $0 &* 2 }.share(replay: 1)
        return CompositeDisposable(disposables: (0..<10).map { _ in shared.subscribe(onNext: { sum &+= $0 }) })
    },
    "observeOn-send": {
        sendSubjects[0].observe(on: CurrentThreadScheduler.instance).subscribe(onNext: { sum &+= $0 })
    },
    "ui-pipeline-10-send": {
        let shared = sendSubjects[0].map { $0 / 2 }.distinctUntilChanged().share(replay: 1)
        return CompositeDisposable(disposables: (0..<10).map { _ in shared.subscribe(onNext: { sum &+= $0 }) })
    }
]

/// The next value `ui-pipeline-10-send` sends.
nonisolated(unsafe) var nextValue = 0

let scenarios: [String: () -> Void] = [
    // One element through a subject with one subscriber.
    "subject-send": { sendSubjects[0].onNext(1) },
    // One element into combineLatest of two subjects (the other has one).
    "combineLatest-2-send": { sendSubjects[0].onNext(1) },
    // One pair through zip of two subjects.
    "zip-2-send": {
        sendSubjects[0].onNext(1)
        sendSubjects[1].onNext(1)
    },
    // One element through merge of two subjects.
    "merge-send": { sendSubjects[0].onNext(1) },
    // One element of the latest inner subject through switchLatest ((o)'s path).
    "switchLatest-send": { sendSubjects[0].onNext(1) },
    // A new inner subject for switchLatest: the previous inner subscription
    // disposed, the new one subscribed ((o)'s path once per inner).
    "switchLatest-switch": { subjectOfSubjects.onNext(sendSubjects[0].asObservable()) },
    // One element through observe(on:) a scheduler that runs it at once (its queue's path).
    "observeOn-send": { sendSubjects[0].onNext(1) },
    // One element through map and share(replay: 1) to 10 subscribers ((f)'s path).
    "share-replay-10-send": { sendSubjects[0].onNext(1) },
    // Two values through (r)'s map, distinctUntilChanged and share(replay: 1)
    // to 10 subscribers: the first reaches them, the second is a duplicate.
    "ui-pipeline-10-send": {
        nextValue &+= 2
        sendSubjects[0].onNext(nextValue)
        sendSubjects[0].onNext(nextValue &+ 1)
    },
    "zip-3": {
        Observable.zip(subjects[0], subjects[1], subjects[2]) { $0 &+ $1 &+ $2 }
            .subscribe(onNext: { sum &+= $0 })
            .dispose()
    },
    // Observable.create emitting one element, six (map, filter) pairs.
    "map-filter-6": {
        emitOne()
            .map { $0 &+ 1 }.filter { $0 > 0 }
            .map { $0 &+ 1 }.filter { $0 > 0 }
            .map { $0 &+ 1 }.filter { $0 > 0 }
            .map { $0 &+ 1 }.filter { $0 > 0 }
            .map { $0 &+ 1 }.filter { $0 > 0 }
            .map { $0 &+ 1 }.filter { $0 > 0 }
            .subscribe(onNext: { sum &+= $0 })
            .dispose()
    },
    "flatMap-just": {
        emitOne().flatMap { Observable.just($0) }.subscribe(onNext: { sum &+= $0 }).dispose()
    },
    // flatMap to an inner subject, which must be subscribed.
    "flatMap-subject": {
        emitOne().flatMap { _ in sendSubjects[0] }.subscribe(onNext: { sum &+= $0 }).dispose()
    },
    "flatMapLatest-just": {
        emitOne().flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum &+= $0 }).dispose()
    },
    // The same with an inner subject, which must be subscribed.
    "flatMapLatest-subject": {
        emitOne().flatMapLatest { _ in sendSubjects[0] }.subscribe(onNext: { sum &+= $0 }).dispose()
    },
    "combineLatest-4": {
        Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3]) { $0 &+ $1 &+ $2 &+ $3 }
            .subscribe(onNext: { sum &+= $0 })
            .dispose()
    },
    "subject-subscribe": {
        subjects[0].subscribe(onNext: { sum &+= $0 }).dispose()
    },
    // (a)'s pipeline on 1,000 elements, and its plain-Swift baseline: three
    // closures the optimiser cannot see through, called in a loop.
    "range-map-filter-1000": {
        Observable.range(start: 0, count: 1000)
            .map { $0 &* 3 }.filter { $0 & 1 == 0 }
            .subscribe(onNext: { sum &+= $0 })
            .dispose()
    },
    // The same chain from an array (`from`, `of`) and from a range of
    // another integer type than `Int` (the generic sink).
    "from-map-filter-1000": {
        Observable.from(thousandInts)
            .map { $0 &* 3 }.filter { $0 & 1 == 0 }
            .subscribe(onNext: { sum &+= $0 })
            .dispose()
    },
    "range-int32-map-filter-1000": {
        Observable<Int32>.range(start: 0, count: 1000)
            .map { Int($0) &* 3 }.filter { $0 & 1 == 0 }
            .subscribe(onNext: { sum &+= $0 })
            .dispose()
    },
    // map above `do`, the operator most often written after it: its sink
    // takes map's directly, not through an adapter.
    "map-do-subscribe": {
        emitOne().map { $0 &+ 1 }.do(onNext: { sum &+= $0 }).subscribe(onNext: { sum &+= $0 }).dispose()
    },
    // (d)'s pipeline on 1,000 elements: an inner `just` per element.
    "range-flatMap-just-1000": {
        Observable.range(start: 0, count: 1000)
            .flatMap { Observable.just($0) }
            .subscribe(onNext: { sum &+= $0 })
            .dispose()
    },
    // (q)'s pipeline on 1,000 elements: five chained flatMap { just }.
    "range-flatMap-just-x5-1000": {
        Observable.range(start: 0, count: 1000)
            .flatMap { Observable.just($0) }.flatMap { Observable.just($0) }.flatMap { Observable.just($0) }
            .flatMap { Observable.just($0) }.flatMap { Observable.just($0) }
            .subscribe(onNext: { sum &+= $0 })
            .dispose()
    },
    // (t)'s work: a DisposeBag filled with 1,000 disposables, then released
    // (which disposes them).
    "dispose-bag-1000": {
        var bag: DisposeBag? = DisposeBag()
        for _ in 0..<1000 { Disposables.create { sum &+= 1 }.disposed(by: bag!) }
        bag = nil
        sum &+= bag == nil ? 0 : 1
    },
    "plain-loop-1000": {
        let transform = opaque({ (value: Int) in value &* 3 })
        let predicate = opaque({ (value: Int) in value & 1 == 0 })
        let subscriber = opaque({ (value: Int) in sum &+= value })
        for value in 0..<opaque(1000) {
            let mapped = transform(value)
            if predicate(mapped) { subscriber(mapped) }
        }
    }
]

/// The array of `from-map-filter-1000`.
let thousandInts = Array(0..<1000)

/// Returns `value` through a call the optimiser does not look into.
@inline(never) func opaque<T>(_ value: T) -> T { value }

let arguments = CommandLine.arguments
let allScenarios = scenarios.merging(combiningScenarios) { first, _ in first }
    .merging(bufferingScenarios) { first, _ in first }
    .merging(scalingScenarios) { first, _ in first }
    .merging(openCombineScenarios) { first, _ in first }
    .merging(operatorScenarios) { first, _ in first }
    .merging(elementScenarios) { first, _ in first }
if arguments.count == 2, arguments[1] == "--list" {
    print(allScenarios.keys.sorted().joined(separator: "\n"))
    exit(0)
}
guard arguments.count == 3, let run = allScenarios[arguments[1]], let count = Int(arguments[2]) else {
    print("usage: SubscribeCost SCENARIO COUNT; scenarios: \(allScenarios.keys.sorted().joined(separator: ", "))")
    exit(2)
}
let makeStandingChain =
    standingChains[arguments[1]] ?? combiningStandingChains[arguments[1]] ?? bufferingStandingChains[arguments[1]]
    ?? scalingStandingChains[arguments[1]] ?? elementStandingChains[arguments[1]]
let standingChain = makeStandingChain?()
for _ in 0..<count { run() }
standingChain?.dispose()
print(sum)
