// OpenCombine's twins of the chain-building scenarios (main.swift runs them):
// the chains of the pairs (i), (j), (k) and (g)'s subscription, built,
// subscribed and cancelled as RxVsOpenCombine builds them (a copy of
// Creation.swift's chains, kept in step by hand: called from a shared library
// target instead, OpenCombine's side of the timed pairs allocated once more
// per chain, 9 instead of 8 for (i)), so that the
// instructions and mallocs of building a chain can be set side by side with
// Rx's (`map-filter-6`, `flatMap-just`, `flatMapLatest-just`,
// `subject-subscribe`).

import OpenCombine

/// The subject `oc-subject-subscribe` subscribes to.
let openCombineSubject = PassthroughSubject<Int, Never>()

let openCombineScenarios: [String: () -> Void] = [
    "oc-map-filter-6": {
        let twoPairs = OpenCombine.Deferred { OpenCombine.Just(1) }
            .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
            .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
        let fourPairs =
            twoPairs
            .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
            .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
        fourPairs
            .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
            .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
            .sink { sum &+= $0 }
            .cancel()
    },
    "oc-flatMap-just": {
        OpenCombine.Deferred { OpenCombine.Just(1) }.flatMap { OpenCombine.Just($0) }.sink { sum &+= $0 }.cancel()
    },
    "oc-flatMapLatest-just": {
        OpenCombine.Deferred { OpenCombine.Just(1) }.map { OpenCombine.Just($0) }.switchToLatest()
            .sink { sum &+= $0 }.cancel()
    },
    "oc-subject-subscribe": {
        openCombineSubject.sink { sum &+= $0 }.cancel()
    },
    // (t)'s OpenCombine side, `dispose-bag-1000`'s twin.
    "oc-dispose-bag-1000": {
        var cancellables: Set<AnyCancellable>? = Set<AnyCancellable>()
        for _ in 0..<1000 { AnyCancellable { sum &+= 1 }.store(in: &cancellables!) }
        cancellables = nil
        sum &+= cancellables == nil ? 0 : 1
    }
]
