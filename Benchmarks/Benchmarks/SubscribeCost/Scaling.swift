// The SubscribeCost scenarios whose cost grows with a number of subscribers
// or sources (main.swift runs them): each `-10k-` operation handles 10,000,
// so that work per subscriber that grows with their number (a removal that
// shifts every later subscriber, a sink nested per source) shows as
// instructions per operation far above 10,000 times the cost of one; and one
// element sent through amb of 1,000 sources shows whether it passes through
// a sink per source.

import Foundation
import Rx

/// Subscribes 10,000 observers to `subject`, then disposes them in the order
/// `order` gives.
func subscribeTenThousand(to subject: PublishSubject<Int>, disposing order: (inout [Disposable]) -> Void) {
    var subscriptions: [Disposable] = []
    subscriptions.reserveCapacity(10_000)
    for _ in 0..<10_000 { subscriptions.append(subject.subscribe(onNext: { sum &+= $0 })) }
    subject.onNext(1)
    order(&subscriptions)
}

let scalingScenarios: [String: () -> Void] = [
    // A screen's worth of bindings torn down in the order they were made.
    "subscribers-10k-dispose-oldest": {
        subscribeTenThousand(to: subjects[2]) { subscriptions in
            for subscription in subscriptions { subscription.dispose() }
        }
    },
    // The same, newest first: the order that was always cheap.
    "subscribers-10k-dispose-newest": {
        subscribeTenThousand(to: subjects[2]) { subscriptions in
            for subscription in subscriptions.reversed() { subscription.dispose() }
        }
    },
    // amb of 10,000 sources that never send, subscribed and disposed.
    "amb-10k-subscribe": {
        Observable.amb(neverSources).subscribe(onNext: { sum &+= $0 }).dispose()
    },
    // One element from the winner of amb of 1,000 subjects: the first
    // subject, which won before the first operation.
    "amb-1000-send": { ambSubjects[0].onNext(1) },
    // A virtual-time scheduler (TestScheduler's base) running 10,000 items
    // scheduled latest first: its queue is a heap, log n levels per item.
    "virtual-time-10k-items": {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
        for second in (1...10_000).reversed() {
            _ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: Double(second))) { _ in
                sum &+= 1
                return Disposables.create()
            }
        }
        scheduler.start()
    }
]

let neverSources = (0..<10_000).map { _ in Observable<Int>.never() }
let ambSubjects = (0..<1000).map { _ in PublishSubject<Int>() }

let scalingStandingChains: [String: () -> Disposable] = [
    "amb-1000-send": {
        let chain = Observable.amb(ambSubjects.map { $0.asObservable() }).subscribe(onNext: { sum &+= $0 })
        ambSubjects[0].onNext(0)
        return chain
    }
]
