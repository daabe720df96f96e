// Workloads timed at two sizes, 2,000 and 20,000 items (subscribers,
// sources, groups, scheduled items...), printing the time per item at each
// and how it grew: work per item that grows with the count (a removal that
// shifts every later subscriber, a sink nested per source, a heap run in
// unspecialised code) shows as a growth well above 1. `make bench-scaling`
// builds and runs it; `ScalingProbe WORDS` runs the workloads whose name
// contains WORDS. Wall-clock times on a shared machine: read the growth, not
// the times, and confirm a suspect with callgrind (the -10k- scenarios of
// SubscribeCost/Scaling.swift are the ones it found).

import Foundation
import Rx
import RxTesting

nonisolated(unsafe) var sink = 0
nonisolated(unsafe) var suspects: [String] = []

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

let sizes = [2_000, 20_000]
let which = CommandLine.arguments.dropFirst().first

/// Times `body` at each of `sizes` and prints the time per item.
func run(_ name: String, _ sizes: [Int] = sizes, _ body: (Int) -> Void) {
    if let which, !name.contains(which) { return }
    var line = name.padding(toLength: 42, withPad: " ", startingAt: 0)
    var perItem: [Double] = []
    for n in sizes {
        let start = now()
        body(n)
        let seconds = now() - start
        perItem.append(seconds / Double(n) * 1e9)
        line += String(format: " n=%-7d %8.0f ns/item", n, seconds / Double(n) * 1e9)
    }
    let growth = perItem.last! / perItem.first!
    line += String(format: "   growth x%.1f", growth)
    // Items that pass through n stages by design (a chain n operators deep)
    // grow with n; every other workload should stay near 1.
    if growth > 3 && !name.contains("depth") {
        line += "  <- grows"
        suspects.append(name)
    }
    print(line)
    fflush(stdout)
}

/// Subscribes `n` observers to `observable`, sends one element with `send`,
/// then disposes them oldest first (or newest first).
func subscribeAndDispose(
    _ observable: Observable<Int>, _ n: Int, newestFirst: Bool = false, send: () -> Void = {}
) {
    var subscriptions: [Disposable] = []
    for _ in 0..<n { subscriptions.append(observable.subscribe(onNext: { sink &+= $0 })) }
    send()
    if newestFirst { subscriptions.reverse() }
    for subscription in subscriptions { subscription.dispose() }
}

/// Subscribes a TestScheduler's observer, at time 0, to what `make` builds
/// from the scheduler and the events `next(2i + 1, i)` for i below `n`, and
/// runs the scheduler.
func runOnTestScheduler(_ n: Int, _ make: (TestScheduler, [Recorded<Event<Int>>]) -> Observable<Int>) {
    let scheduler = TestScheduler(initialClock: 0)
    let observable = make(scheduler, (0..<n).map { Recorded.next($0 * 2 + 1, $0) })
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(0) { _ = observable.subscribe(observer) }
    scheduler.start()
}

run("publish subs dispose FIFO") { n in
    let subject = PublishSubject<Int>()
    subscribeAndDispose(subject.asObservable(), n) { subject.onNext(1) }
}
run("publish subs dispose LIFO") { n in
    subscribeAndDispose(PublishSubject<Int>().asObservable(), n, newestFirst: true)
}
run("behavior subs dispose FIFO") { n in
    subscribeAndDispose(BehaviorSubject<Int>(value: 0).asObservable(), n)
}
run("replay subs dispose FIFO") { n in
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    subject.onNext(1)
    subscribeAndDispose(subject.asObservable(), n)
}
run("share subs dispose FIFO") { n in
    let subject = PublishSubject<Int>()
    subscribeAndDispose(subject.map { $0 + 1 }.share(replay: 1), n) { subject.onNext(1) }
}
run("publish().refCount subs FIFO") { n in
    subscribeAndDispose(PublishSubject<Int>().publish().refCount(), n)
}
run("composite insert/remove FIFO") { n in
    let c = CompositeDisposable(); var keys: [CompositeDisposable.DisposeKey] = []
    for _ in 0..<n { if let k = c.insert(Disposables.create()) { keys.append(k) } }
    for k in keys { c.remove(for: k) }
}
run("disposebag insert") { n in
    var bag: DisposeBag? = DisposeBag()
    for _ in 0..<n { Disposables.create().disposed(by: bag!) }
    bag = nil; _ = bag
}
run("merge array of justs") { n in
    _ = Observable.merge((0..<n).map { Observable.just($0) }).subscribe(onNext: { sink &+= $0 })
}
run("merge of subjects, complete FIFO") { n in
    let ss = (0..<n).map { _ in PublishSubject<Int>() }
    let d = Observable.merge(ss).subscribe(onNext: { sink &+= $0 })
    for s in ss { s.onNext(1); s.onCompleted() }
    d.dispose()
}
run("flatMap subjects, complete FIFO") { n in
    let ss = (0..<n).map { _ in PublishSubject<Int>() }
    let d = Observable.from(ss).flatMap { $0 }.subscribe(onNext: { sink &+= $0 })
    for s in ss { s.onNext(1); s.onCompleted() }
    d.dispose()
}
run("flatMap range just") { n in
    _ = Observable.range(start: 0, count: n).flatMap { Observable.just($0) }.subscribe(onNext: { sink &+= $0 })
}
run("concatMap range just") { n in
    _ = Observable.range(start: 0, count: n).concatMap { Observable.just($0) }.subscribe(onNext: { sink &+= $0 })
}
run("concat array of justs") { n in
    _ = Observable.concat((0..<n).map { Observable.just($0) }).subscribe(onNext: { sink &+= $0 })
}
run("merge(maxConcurrent:1) justs") { n in
    _ = Observable.from((0..<n).map { Observable.just($0) }).merge(maxConcurrent: 1).subscribe(onNext: { sink &+= $0 })
}
run("from array toArray") { n in
    _ = Observable.from(Array(0..<n)).toArray().subscribe(onSuccess: { sink &+= $0.count })
}
run("range reduce") { n in
    _ = Observable.range(start: 0, count: n).reduce(0, accumulator: &+).subscribe(onNext: { sink &+= $0 })
}
run("replay unbounded send + subscribe") { n in
    let s = ReplaySubject<Int>.createUnbounded()
    for i in 0..<n { s.onNext(i) }
    _ = s.subscribe(onNext: { sink &+= $0 })
}
run("replay bufferSize n send") { n in
    let s = ReplaySubject<Int>.create(bufferSize: n)
    for i in 0..<(2 * n) { s.onNext(i) }
    _ = s.subscribe(onNext: { sink &+= $0 })
}
run("groupBy n keys") { n in
    _ = Observable.range(start: 0, count: n).groupBy { $0 }.flatMap { $0 }.subscribe(onNext: { sink &+= $0 })
}
run("takeLast(n)") { n in
    _ = Observable.range(start: 0, count: 2 * n).takeLast(n).subscribe(onNext: { sink &+= $0 })
}
run("buffer count n") { n in
    _ = Observable.range(start: 0, count: 2 * n).buffer(timeSpan: .seconds(100), count: n, scheduler: MainScheduler.instance).subscribe(
        onNext: { sink &+= $0.count })
}
run("window count n") { n in
    _ = Observable.range(start: 0, count: 2 * n).window(timeSpan: .seconds(100), count: n, scheduler: MainScheduler.instance).flatMap { $0 }
        .subscribe(onNext: { sink &+= $0 })
}
run("combineLatest of n subjects") { n in
    let ss = (0..<n).map { _ in BehaviorSubject<Int>(value: 0) }
    let d = Observable.combineLatest(ss).subscribe(onNext: { sink &+= $0.count })
    d.dispose()
}
run("zip of n justs") { n in
    _ = Observable.zip((0..<n).map { Observable.just($0) }).subscribe(onNext: { sink &+= $0.count })
}
run("testscheduler hot n events") { n in
    runOnTestScheduler(n) { scheduler, events in scheduler.createHotObservable(events).asObservable() }
}
run("testscheduler cold n events") { n in
    runOnTestScheduler(n) { scheduler, events in scheduler.createColdObservable(events).asObservable() }
}
run("testscheduler schedule n reverse") { n in
    let sched = TestScheduler(initialClock: 0)
    for i in (0..<n).reversed() { sched.scheduleAt(i + 1) { sink &+= 1 } }
    sched.start()
}
run("debounce on testscheduler") { n in
    runOnTestScheduler(n) { scheduler, events in
        scheduler.createHotObservable(events).debounce(.seconds(1), scheduler: scheduler)
    }
}
run("delay on testscheduler") { n in
    runOnTestScheduler(n) { scheduler, events in
        scheduler.createHotObservable(events).delay(.seconds(100), scheduler: scheduler)
    }
}
run("startWith chain depth n", [200, 2000]) { n in
    var o = Observable.just(0)
    for i in 0..<n { o = o.startWith(i) }
    _ = o.subscribe(onNext: { sink &+= $0 })
}
run("map chain depth n", [200, 2000]) { n in
    var o = Observable.just(0)
    for _ in 0..<n { o = o.map { $0 &+ 1 } }
    _ = o.subscribe(onNext: { sink &+= $0 })
}
run("retry n times") { n in
    var count = 0
    _ = Observable<Int>.create { o in
        count += 1; if count < n { o.onError(RxError.unknown) } else { o.onCompleted() }; return Disposables.create()
    }
    .retry(n + 1).subscribe(onCompleted: { sink &+= 1 })
}
run("switchLatest of subjects") { n in
    let outer = PublishSubject<Observable<Int>>()
    let d = outer.switchLatest().subscribe(onNext: { sink &+= $0 })
    for i in 0..<n { let s = BehaviorSubject(value: i); outer.onNext(s.asObservable()) }
    d.dispose()
}
run("withLatestFrom") { n in
    let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    let d = a.withLatestFrom(b).subscribe(onNext: { sink &+= $0 })
    for i in 0..<n { b.onNext(i); a.onNext(i) }
    d.dispose()
}
run("takeUntil subjects") { n in
    let stop = PublishSubject<Void>()
    var ds: [Disposable] = []
    for _ in 0..<n { ds.append(Observable<Int>.never().take(until: stop).subscribe()) }
    stop.onNext(())
}
run("observeOn serial queue") { n in
    let sched = SerialDispatchQueueScheduler(qos: .default)
    let done = DispatchSemaphore(value: 0)
    _ = Observable.range(start: 0, count: n).observe(on: sched).subscribe(onNext: { sink &+= $0 }, onCompleted: { done.signal() })
    done.wait()
}
run("subscribeOn + current thread") { n in
    _ = Observable.range(start: 0, count: n).subscribe(on: CurrentThreadScheduler.instance).subscribe(onNext: { sink &+= $0 })
}
run("generate n") { n in
    _ = Observable.generate(initialState: 0, condition: { $0 < n }, iterate: { $0 + 1 }).subscribe(onNext: { sink &+= $0 })
}
run("repeatElement take n") { n in
    _ = Observable.repeatElement(1).take(n).subscribe(onNext: { sink &+= $0 })
}
run("amb of n justs") { n in
    _ = Observable.amb((0..<n).map { Observable.just($0) }).subscribe(onNext: { sink &+= $0 })
}

run("catch sequence n failing") { n in
    _ = Observable.catch(sequence: (0..<n).map { i in i == n - 1 ? Observable.just(1) : Observable<Int>.error(RxError.unknown) }).subscribe(
        onNext: { sink &+= $0 })
}
run("single zip n") { n in
    _ = Single.zip((0..<n).map { Single.just($0) }).subscribe(onSuccess: { sink &+= $0.count })
}
run("completable zip n") { n in
    _ = Completable.zip((0..<n).map { _ in Completable.empty() }).subscribe(onCompleted: { sink &+= 1 })
}
run("completable concat n") { n in
    _ = Completable.concat((0..<n).map { _ in Completable.empty() }).subscribe(onCompleted: { sink &+= 1 })
}
run("concat of n subjects, complete in order") { n in
    let ss = (0..<n).map { _ in PublishSubject<Int>() }
    let d = Observable.concat(ss.map { $0.asObservable() }).subscribe(onNext: { sink &+= $0 })
    for s in ss { s.onNext(1); s.onCompleted() }
    d.dispose()
}
run("testscheduler cold big", [20_000, 200_000]) { n in
    let sched = TestScheduler(initialClock: 0)
    let cold = sched.createColdObservable((0..<n).map { Recorded.next($0 + 1, $0) })
    let obs = sched.createObserver(Int.self)
    sched.scheduleAt(0) { _ = cold.subscribe(obs) }
    sched.start()
}
run("testscheduler same time n") { n in
    let sched = TestScheduler(initialClock: 0)
    for _ in 0..<n { sched.scheduleAt(5) { sink &+= 1 } }
    sched.start()
}
run("testscheduler dispose scheduled n") { n in
    let sched = TestScheduler(initialClock: 0)
    let ds = (0..<n).map { i in sched.scheduleRelative((), dueTime: .seconds(i + 1)) { _ in Disposables.create() } }
    for d in ds { d.dispose() }
    sched.start()
}
run("timer cancel on serial queue") { n in
    let sched = SerialDispatchQueueScheduler(qos: .default)
    for _ in 0..<n { Observable<Int>.timer(.seconds(100), scheduler: sched).subscribe().dispose() }
}
run("merge maxConcurrent 2 subjects") { n in
    let ss = (0..<n).map { _ in PublishSubject<Int>() }
    let d = Observable.from(ss).merge(maxConcurrent: 2).subscribe(onNext: { sink &+= $0 })
    for s in ss { s.onNext(1); s.onCompleted() }
    d.dispose()
}
run("groupBy n keys dispose groups") { n in
    let d = Observable.range(start: 0, count: n).groupBy { $0 % 1000 }.subscribe(onNext: { g in _ = g.take(1).subscribe() })
    d.dispose()
}
run("zip fast and slow") { n in
    let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    let d = Observable.zip(a, b).subscribe(onNext: { sink &+= $0.0 })
    for i in 0..<n { a.onNext(i) }
    for i in 0..<n { b.onNext(i) }
    d.dispose()
}
run("behaviorRelay subs FIFO") { n in
    subscribeAndDispose(BehaviorRelay(value: 0).asObservable(), n)
}
run("driver subs FIFO") { n in
    let r = BehaviorRelay(value: 0); let drv = r.asDriver(); var ds: [Disposable] = []
    for _ in 0..<n { ds.append(drv.drive(onNext: { sink &+= $0 })) }
    for d in ds { d.dispose() }
}
run("share forever subs FIFO") { n in
    subscribeAndDispose(PublishSubject<Int>().share(replay: 1, scope: .forever), n)
}
run("composite >30 dispose random") { n in
    let c = CompositeDisposable(); var keys: [CompositeDisposable.DisposeKey] = []
    for _ in 0..<n { if let k = c.insert(Disposables.create()) { keys.append(k) } }
    for k in keys.reversed() { c.remove(for: k) }
}
run("serial disposable replace") { n in
    let s = SerialDisposable()
    for _ in 0..<n { s.disposable = Disposables.create() }
}
run("debounce many subscribers on testscheduler") { n in
    let sched = TestScheduler(initialClock: 0)
    let src = PublishSubject<Int>()
    var ds: [Disposable] = []
    for _ in 0..<n { ds.append(src.debounce(.seconds(1), scheduler: sched).subscribe()) }
    src.onNext(1)
    sched.start()
    for d in ds { d.dispose() }
}
let grown = suspects.isEmpty ? "no workload" : suspects.joined(separator: ", ")
print("\(grown) grew more than 3x per item from \(sizes[0]) to \(sizes[1]) (checksum \(sink))")
