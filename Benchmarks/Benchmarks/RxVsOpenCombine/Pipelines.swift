import Benchmark
import OpenCombine
import Rx

let rangeCount = 1_000_000

/// The short workloads run several times per measured iteration, so that
/// their CPU time (counted in 10 ms ticks) is long enough to compare; the
/// report divides by these (Benchmarks/report.awk has the same numbers).
let workloadRepetitions = ["d": 20, "g": 5, "h": 10]

/// (a) range of 1,000,000 Ints through map and filter to a subscriber.
func registerRangeMapFilter() {
    Benchmark("a range-map-filter Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        _ = Observable.range(start: 0, count: rangeCount)
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .subscribe(onNext: { sum &+= $0 })
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("a range-map-filter OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        _ = (0..<rangeCount).publisher
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .sink { sum &+= $0 }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    // The same work as a loop that calls the same three closures (transform,
    // predicate, subscriber), each opaque to the optimizer as in a pipeline.
    Benchmark("a range-map-filter plain-loop", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        let transform = identity({ (value: Int) in value &* 3 })
        let predicate = identity({ (value: Int) in value & 1 == 0 })
        let subscriber = identity({ (value: Int) in sum &+= value })
        for value in 0..<identity(rangeCount) {
            let mapped = transform(value)
            if predicate(mapped) { subscriber(mapped) }
        }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
}

/// (b) a PublishSubject with one subscriber, 1,000,000 events; only the
/// events are measured (subscription happens before the measurement starts).
func registerSubjectOneSubscriber() {
    Benchmark("b subject-1-subscriber Rx", configuration: configuration) { benchmark in
        var sum = 0
        let subject = Rx.PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { sum &+= $0 })
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<rangeCount { subject.onNext(value) }
        benchmark.stopMeasuringCPU(since: cpuStart)
        subscription.dispose()
        blackHole(sum)
    }
    Benchmark("b subject-1-subscriber OpenCombine", configuration: configuration) { benchmark in
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.sink { sum &+= $0 }
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<rangeCount { subject.send(value) }
        benchmark.stopMeasuringCPU(since: cpuStart)
        subscription.cancel()
        blackHole(sum)
    }
    Benchmark("b subject-1-subscriber plain-closure", configuration: configuration) { benchmark in
        var sum = 0
        let handler = ClosureBox { sum &+= $0 }
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<rangeCount { identity(handler).call(value) }
        benchmark.stopMeasuringCPU(since: cpuStart)
        blackHole(sum)
    }
}

/// (c) a PublishSubject with 100 subscribers, 100,000 events.
func registerSubjectHundredSubscribers() {
    let events = 100_000
    Benchmark("c subject-100-subscribers Rx", configuration: configuration) { benchmark in
        var sum = 0
        let subject = Rx.PublishSubject<Int>()
        let bag = Rx.DisposeBag()
        for _ in 0..<100 { subject.subscribe(onNext: { sum &+= $0 }).disposed(by: bag) }
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<events { subject.onNext(value) }
        benchmark.stopMeasuringCPU(since: cpuStart)
        blackHole(sum)
    }
    Benchmark("c subject-100-subscribers OpenCombine", configuration: configuration) { benchmark in
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        var cancellables = Set<AnyCancellable>()
        for _ in 0..<100 { subject.sink { sum &+= $0 }.store(in: &cancellables) }
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<events { subject.send(value) }
        benchmark.stopMeasuringCPU(since: cpuStart)
        blackHole(sum)
    }
}

/// (d) flatMap of 10,000 inner just observables.
func registerFlatMapJust() {
    let count = 10_000
    Benchmark("d flatMap-just Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        for _ in 0..<workloadRepetitions["d"]! {
            _ = Observable.range(start: 0, count: count)
                .flatMap { Observable.just($0) }
                .subscribe(onNext: { sum &+= $0 })
        }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("d flatMap-just OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        for _ in 0..<workloadRepetitions["d"]! {
            _ = (0..<count).publisher
                .flatMap { OpenCombine.Just($0) }
                .sink { sum &+= $0 }
        }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
}

/// (e) combineLatest of two subjects, 1,000,000 events sent alternately to
/// each. OpenCombine 0.14 has no combineLatest: its twin is zip.
func registerCombineLatest() {
    Benchmark("e combineLatest(Rx)-zip(OpenCombine) Rx", configuration: configuration) { benchmark in
        var sum = 0
        let first = Rx.PublishSubject<Int>(), second = Rx.PublishSubject<Int>()
        let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }
            .subscribe(onNext: { sum &+= $0 })
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<rangeCount / 2 {
            first.onNext(value)
            second.onNext(value)
        }
        benchmark.stopMeasuringCPU(since: cpuStart)
        subscription.dispose()
        blackHole(sum)
    }
    Benchmark("e combineLatest(Rx)-zip(OpenCombine) OpenCombine", configuration: configuration) { benchmark in
        var sum = 0
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        let subscription = first.zip(second).map { $0 &+ $1 }.sink { sum &+= $0 }
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<rangeCount / 2 {
            first.send(value)
            second.send(value)
        }
        benchmark.stopMeasuringCPU(since: cpuStart)
        subscription.cancel()
        blackHole(sum)
    }
}

/// (f) map + share(replay: 1) with 10 subscribers, 100,000 events, then a
/// late subscriber. OpenCombine has no replaying share: its twin is
/// map + multicast(CurrentValueSubject) + autoconnect.
func registerShareReplay() {
    let events = 100_000
    Benchmark("f map-share-replay-1 Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        let source = Rx.PublishSubject<Int>()
        let shared = source.map { $0 &* 2 }.share(replay: 1)
        let bag = Rx.DisposeBag()
        for _ in 0..<10 { shared.subscribe(onNext: { sum &+= $0 }).disposed(by: bag) }
        for value in 0..<events { source.onNext(value) }
        shared.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("f map-share-replay-1 OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        let source = PassthroughSubject<Int, Never>()
        let shared = source.map { $0 &* 2 }
            .multicast { CurrentValueSubject<Int, Never>(0) }
            .autoconnect()
        var cancellables = Set<AnyCancellable>()
        for _ in 0..<10 { shared.sink { sum &+= $0 }.store(in: &cancellables) }
        for value in 0..<events { source.send(value) }
        shared.sink { sum &+= $0 }.store(in: &cancellables)
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
}

/// Subscribe/dispose churn: 100,000 subscriptions to a subject, each made
/// and disposed at once.
func registerSubscriptionChurn() {
    let count = 100_000
    Benchmark("g subscribe-dispose-churn Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        let subject = Rx.PublishSubject<Int>()
        for _ in 0..<count * workloadRepetitions["g"]! { subject.subscribe(onNext: { blackHole($0) }).dispose() }
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("g subscribe-dispose-churn OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        let subject = PassthroughSubject<Int, Never>()
        for _ in 0..<count * workloadRepetitions["g"]! { subject.sink { blackHole($0) }.cancel() }
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
}

/// A DisposeBag of 100,000 disposables, filled and then released (the
/// OpenCombine twin: a Set<AnyCancellable>).
func registerDisposeBag() {
    let count = 100_000
    Benchmark("h dispose-bag-100k Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        for _ in 0..<workloadRepetitions["h"]! {
            var bag: Rx.DisposeBag? = Rx.DisposeBag()
            for _ in 0..<count { Disposables.create { blackHole(1) }.disposed(by: bag!) }
            bag = nil
            blackHole(bag)
        }
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("h dispose-bag-100k OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        for _ in 0..<workloadRepetitions["h"]! {
            var cancellables: Set<AnyCancellable>? = Set<AnyCancellable>()
            for _ in 0..<count { AnyCancellable { blackHole(1) }.store(in: &cancellables!) }
            cancellables = nil
            blackHole(cancellables)
        }
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
}

/// A closure behind a class reference: the plain-Swift limit of (b).
final class ClosureBox {
    let call: (Int) -> Void
    init(_ call: @escaping (Int) -> Void) { self.call = call }
}

@inline(never)
func identity<T>(_ value: T) -> T { value }
