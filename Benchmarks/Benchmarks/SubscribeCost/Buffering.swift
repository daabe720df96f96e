// The SubscribeCost scenarios of operators that keep elements or state
// between events (main.swift runs them): a replay subject's buffer, takeLast's
// ring, toArray's array, concat's and merge(maxConcurrent:)'s queues of
// sources, refCount's connection and a Single's subscription. Each shows its
// instructions, mallocs and run-time exclusivity checks per operation, so
// that a per-event array edit in unspecialised code (a generic metadata
// lookup per reallocation) or an access checked at run time shows here.

import Rx

/// The replay subject `replay-4-send` sends to and `replay-4-subscribe`
/// subscribes to; it holds 4 elements before the first operation.
let replaySubject: ReplaySubject<Int> = {
    let subject = ReplaySubject<Int>.create(bufferSize: 4)
    for value in 0..<4 { subject.onNext(value) }
    return subject
}()

/// An unbounded replay subject, which buffers every element it is sent.
let unboundedReplaySubject = ReplaySubject<Int>.createUnbounded()

/// A behavior subject and a shared sequence holding a latest element, for
/// the `-subscribe` scenarios.
let behaviorSubject = BehaviorSubject(value: 1)
let sharedLatest: Observable<Int> = sendSubjects[1].map { $0 &+ 1 }.share(replay: 1)

let bufferingStandingChains: [String: () -> Disposable] = [
    "replay-4-send": { replaySubject.subscribe(onNext: { sum &+= $0 }) },
    "replay-unbounded-send": { unboundedReplaySubject.subscribe(onNext: { sum &+= $0 }) },
    "share-replay-subscribe": {
        // The first subscriber connects; the element makes the latest.
        let first = sharedLatest.subscribe(onNext: { sum &+= $0 })
        sendSubjects[1].onNext(1)
        return first
    }
]

let bufferingScenarios: [String: () -> Void] = [
    // One element into a full replay buffer of 4 with one subscriber.
    "replay-4-send": { replaySubject.onNext(1) },
    // One element into an unbounded replay subject (buffered, kept), one subscriber.
    "replay-unbounded-send": { unboundedReplaySubject.onNext(1) },
    // Subscribe to a replay subject holding 4 elements through map (the
    // subject is subscribed by map's sink, from generic code), get the
    // replay, dispose.
    "replay-4-subscribe": {
        replaySubject.map { $0 &+ 1 }.subscribe(onNext: { sum &+= $0 }).dispose()
    },
    // The same for a behavior subject (its current element replayed).
    "behavior-subscribe": {
        behaviorSubject.map { $0 &+ 1 }.subscribe(onNext: { sum &+= $0 }).dispose()
    },
    // A second subscriber to share(replay: 1) holding a latest element,
    // through map: the replay of one element, then disposal.
    "share-replay-subscribe": {
        sharedLatest.map { $0 &+ 1 }.subscribe(onNext: { sum &+= $0 }).dispose()
    },
    // 1,000 elements into takeLast(10), which emits the last 10 at the end.
    "takeLast-10-of-1000": {
        Observable.range(start: 0, count: 1000).takeLast(10).subscribe(onNext: { sum &+= $0 }).dispose()
    },
    // 1,000 elements collected by toArray.
    "toArray-1000": {
        Observable.range(start: 0, count: 1000).toArray().subscribe(onSuccess: { sum &+= $0.count }).dispose()
    },
    // concat of four `just`s, subscribed and disposed.
    "concat-4-just": {
        Observable.concat([Observable.just(1), .just(2), .just(3), .just(4)])
            .subscribe(onNext: { sum &+= $0 })
            .dispose()
    },
    // 8 inner `just`s through merge(maxConcurrent: 2).
    "merge-max-2-of-8": {
        Observable.range(start: 0, count: 8).map { Observable.just($0) }.merge(maxConcurrent: 2)
            .subscribe(onNext: { sum &+= $0 })
            .dispose()
    },
    // publish().refCount() over a subject: the first subscriber connects,
    // disposing it disconnects.
    "refCount-subscribe": {
        subjects[0].publish().refCount().subscribe(onNext: { sum &+= $0 }).dispose()
    },
    // A Single made with map, subscribed with onSuccess, disposed.
    "single-map-subscribe": {
        Single.just(1).map { $0 &+ 1 }.subscribe(onSuccess: { sum &+= $0 }).dispose()
    }
]
