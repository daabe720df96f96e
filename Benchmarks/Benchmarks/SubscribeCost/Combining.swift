// The combineLatest and zip scenarios of SubscribeCost (main.swift runs
// them): the element path of N = 2, 3, 4 and 8 sources, typed per arity and
// over a collection, and the cost of building, subscribing and disposing
// them. Each `-send` scenario subscribes its chain once, before the loop.
//
// - combineLatest-N-send: one element into the first of N subjects, every
//   other subject holding one (one result per operation);
// - zip-N-send: one element into each of N subjects (one result per
//   operation, N elements);
// - the `-collection-` forms: the same, through `combineLatest([...])` and
//   `zip([...])`, whose selector takes an array;
// - combineLatest-N, zip-N: build, subscribe and dispose over N subjects.

import Rx

/// The subjects the combining `-send` scenarios send to.
let combiningSubjects = (0..<8).map { _ in PublishSubject<Int>() }

/// Sends one element to every subject but the first, so that each element
/// sent to the first makes a combineLatest result.
private func primeOthers(_ count: Int) {
    for subject in combiningSubjects[1..<count] { subject.onNext(1) }
}

private func total(_ values: [Int]) -> Int { values.reduce(0, &+) }

private let s = combiningSubjects

let combiningStandingChains: [String: () -> Disposable] = [
    "combineLatest-3-send": {
        defer { primeOthers(3) }
        return Observable.combineLatest(s[0], s[1], s[2]) { $0 &+ $1 &+ $2 }.subscribe(onNext: { sum &+= $0 })
    },
    "combineLatest-4-send": {
        defer { primeOthers(4) }
        return Observable.combineLatest(s[0], s[1], s[2], s[3]) { $0 &+ $1 &+ $2 &+ $3 }
            .subscribe(onNext: { sum &+= $0 })
    },
    "combineLatest-8-send": {
        defer { primeOthers(8) }
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            $0 &+ $1 &+ $2 &+ $3 &+ $4 &+ $5 &+ $6 &+ $7
        }
        .subscribe(onNext: { sum &+= $0 })
    },
    "combineLatest-collection-2-send": {
        defer { primeOthers(2) }
        return Observable.combineLatest(Array(s[0..<2]), resultSelector: total).subscribe(onNext: { sum &+= $0 })
    },
    "combineLatest-collection-4-send": {
        defer { primeOthers(4) }
        return Observable.combineLatest(Array(s[0..<4]), resultSelector: total).subscribe(onNext: { sum &+= $0 })
    },
    "combineLatest-collection-8-send": {
        defer { primeOthers(8) }
        return Observable.combineLatest(s, resultSelector: total).subscribe(onNext: { sum &+= $0 })
    },
    "zip-3-send": {
        Observable.zip(s[0], s[1], s[2]) { $0 &+ $1 &+ $2 }.subscribe(onNext: { sum &+= $0 })
    },
    "zip-4-send": {
        Observable.zip(s[0], s[1], s[2], s[3]) { $0 &+ $1 &+ $2 &+ $3 }.subscribe(onNext: { sum &+= $0 })
    },
    "zip-8-send": {
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            $0 &+ $1 &+ $2 &+ $3 &+ $4 &+ $5 &+ $6 &+ $7
        }
        .subscribe(onNext: { sum &+= $0 })
    },
    "zip-collection-2-send": {
        Observable.zip(Array(s[0..<2]), resultSelector: total).subscribe(onNext: { sum &+= $0 })
    },
    "zip-collection-4-send": {
        Observable.zip(Array(s[0..<4]), resultSelector: total).subscribe(onNext: { sum &+= $0 })
    },
    "zip-collection-8-send": {
        Observable.zip(s, resultSelector: total).subscribe(onNext: { sum &+= $0 })
    }
]

/// Sends one element to each of the first `count` subjects.
private func sendRound(_ count: Int) {
    for subject in combiningSubjects[0..<count] { subject.onNext(1) }
}

let combiningScenarios: [String: () -> Void] = [
    "combineLatest-3-send": { s[0].onNext(1) },
    "combineLatest-4-send": { s[0].onNext(1) },
    "combineLatest-8-send": { s[0].onNext(1) },
    "combineLatest-collection-2-send": { s[0].onNext(1) },
    "combineLatest-collection-4-send": { s[0].onNext(1) },
    "combineLatest-collection-8-send": { s[0].onNext(1) },
    "zip-3-send": { sendRound(3) },
    "zip-4-send": { sendRound(4) },
    "zip-8-send": { sendRound(8) },
    "zip-collection-2-send": { sendRound(2) },
    "zip-collection-4-send": { sendRound(4) },
    "zip-collection-8-send": { sendRound(8) },
    "combineLatest-2": {
        Observable.combineLatest(s[0], s[1]) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 }).dispose()
    },
    "combineLatest-8": {
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            $0 &+ $1 &+ $2 &+ $3 &+ $4 &+ $5 &+ $6 &+ $7
        }
        .subscribe(onNext: { sum &+= $0 }).dispose()
    },
    "zip-2": {
        Observable.zip(s[0], s[1]) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 }).dispose()
    },
    "zip-4": {
        Observable.zip(s[0], s[1], s[2], s[3]) { $0 &+ $1 &+ $2 &+ $3 }.subscribe(onNext: { sum &+= $0 }).dispose()
    },
    "combineLatest-collection-4": {
        Observable.combineLatest(Array(s[0..<4]), resultSelector: total).subscribe(onNext: { sum &+= $0 }).dispose()
    },
    "zip-collection-4": {
        Observable.zip(Array(s[0..<4]), resultSelector: total).subscribe(onNext: { sum &+= $0 }).dispose()
    }
]
