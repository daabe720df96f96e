// The cost of building, subscribing and disposing a chain, one scenario per
// run, for an instruction and allocation count under valgrind:
//
//     SubscribeCost SCENARIO COUNT
//
// runs SCENARIO COUNT times. Run it twice under `valgrind --tool=callgrind`
// (or memcheck for allocations) with two counts: the difference divided by
// the difference of the counts is the cost of one operation, without the
// start-up of the process (Benchmarks/subscribe-cost.sh does this).

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

let scenarios: [String: () -> Void] = [
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
    "flatMapLatest-just": {
        emitOne().flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum &+= $0 }).dispose()
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

/// Returns `value` through a call the optimiser does not look into.
@inline(never) func opaque<T>(_ value: T) -> T { value }

let arguments = CommandLine.arguments
guard arguments.count == 3, let run = scenarios[arguments[1]], let count = Int(arguments[2]) else {
    print("usage: SubscribeCost SCENARIO COUNT; scenarios: \(scenarios.keys.sorted().joined(separator: ", "))")
    exit(2)
}
for _ in 0..<count { run() }
print(sum)
