import Benchmark
import OpenCombine
import Rx

// The work users pay for besides elements flowing: building a chain,
// subscribing to it and disposing it (i to l, and g in Pipelines.swift), then
// operators that pump elements between several sources (m to r), a UI-shaped
// pipeline (s) and a small DisposeBag (t). Where OpenCombine 0.14 has no twin
// (combineLatest, merge), Rx runs alone: the report prints its absolute time
// and allocations per operation. The counts per iteration are in
// `operationCounts` (Benchmarks/report.awk has the same numbers).

let chainCount = 50_000
let operationCounts: [String: Int] = [
    "i": chainCount, "j": chainCount, "k": chainCount, "l": chainCount,
    "m": 400_000, "n": 400_000, "o": 1_000_000, "p": 400_000, "q": 100_000, "r": 100_000 * 10, "t": 1_000 * 1_000
]
// m, n, p: elements sent; o: inner elements; q: source elements (each through
// five inner observables); r: elements received by the 10 subscribers; t:
// disposables.

/// `Observable.create` emitting one element, as a chain's source.
@inline(__always)
func createOne() -> Observable<Int> {
    Observable.create { observer in
        observer.onNext(1)
        return Disposables.create()
    }
}

/// (i) to (l): build, subscribe, dispose, 50,000 times. OpenCombine's
/// source is `Deferred { Just(1) }`: it has no `create`, and on a bare `Just`
/// its map and filter are evaluated at once into another `Just` (no chain is
/// built), which would not measure building a chain. SubscribeCost's
/// OpenCombineChains.swift copies these chains to count their instructions:
/// change both.
func registerCreation() {
    Benchmark("i create-6-map-filter-subscribe-dispose Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        for _ in 0..<chainCount {
            let twoPairs = createOne()
                .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
                .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
            let fourPairs =
                twoPairs
                .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
                .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
            fourPairs
                .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
                .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
                .subscribe(onNext: { sum &+= $0 })
                .dispose()
        }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("i create-6-map-filter-subscribe-dispose OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        for _ in 0..<chainCount {
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
        }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("j create-flatMap-just-subscribe-dispose Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        for _ in 0..<chainCount {
            createOne().flatMap { Observable.just($0) }.subscribe(onNext: { sum &+= $0 }).dispose()
        }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("j create-flatMap-just-subscribe-dispose OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        for _ in 0..<chainCount {
            OpenCombine.Deferred { OpenCombine.Just(1) }.flatMap { OpenCombine.Just($0) }.sink { sum &+= $0 }.cancel()
        }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("k create-flatMapLatest-just-subscribe-dispose Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        for _ in 0..<chainCount {
            createOne().flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum &+= $0 }).dispose()
        }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("k create-flatMapLatest-just-subscribe-dispose OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        for _ in 0..<chainCount {
            OpenCombine.Deferred { OpenCombine.Just(1) }.map { OpenCombine.Just($0) }.switchToLatest().sink { sum &+= $0 }.cancel()
        }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("l combineLatest-4-subjects-subscribe-dispose Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        let subjects = (0..<4).map { _ in Rx.PublishSubject<Int>() }
        for _ in 0..<chainCount {
            Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3]) { $0 &+ $1 &+ $2 &+ $3 }
                .subscribe(onNext: { sum &+= $0 })
                .dispose()
        }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
}

/// (m) zip and (n) combineLatest of 4 subjects, 100,000 rounds of one element
/// to each; OpenCombine's twin of zip is Zip4 (it has no combineLatest).
func registerPumping() {
    let rounds = operationCounts["m"]! / 4
    Benchmark("m zip-4-subjects Rx", configuration: configuration) { benchmark in
        var sum = 0
        let subjects = (0..<4).map { _ in Rx.PublishSubject<Int>() }
        let subscription = Observable.zip(subjects[0], subjects[1], subjects[2], subjects[3]) { $0 &+ $1 &+ $2 &+ $3 }
            .subscribe(onNext: { sum &+= $0 })
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<rounds { for subject in subjects { subject.onNext(value) } }
        benchmark.stopMeasuringCPU(since: cpuStart)
        subscription.dispose()
        blackHole(sum)
    }
    Benchmark("m zip-4-subjects OpenCombine", configuration: configuration) { benchmark in
        var sum = 0
        let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
        let subscription = subjects[0].zip(subjects[1], subjects[2], subjects[3]) { $0 &+ $1 &+ $2 &+ $3 }
            .sink { sum &+= $0 }
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<rounds { for subject in subjects { subject.send(value) } }
        benchmark.stopMeasuringCPU(since: cpuStart)
        subscription.cancel()
        blackHole(sum)
    }
    Benchmark("n combineLatest-4-subjects Rx", configuration: configuration) { benchmark in
        var sum = 0
        let subjects = (0..<4).map { _ in Rx.PublishSubject<Int>() }
        let subscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3]) {
            $0 &+ $1 &+ $2 &+ $3
        }.subscribe(onNext: { sum &+= $0 })
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<rounds { for subject in subjects { subject.onNext(value) } }
        benchmark.stopMeasuringCPU(since: cpuStart)
        subscription.dispose()
        blackHole(sum)
    }
    // (o) flatMapLatest over a subject of subjects: 1,000 inner subjects in
    // turn, 1,000 elements to each.
    Benchmark("o flatMapLatest-subject-of-subjects Rx", configuration: configuration) { benchmark in
        var sum = 0
        let outer = Rx.PublishSubject<Rx.PublishSubject<Int>>()
        let subscription = outer.flatMapLatest { $0 }.subscribe(onNext: { sum &+= $0 })
        let cpuStart = benchmark.startMeasuringCPU()
        for _ in 0..<1_000 {
            let inner = Rx.PublishSubject<Int>()
            outer.onNext(inner)
            for value in 0..<1_000 { inner.onNext(value) }
        }
        benchmark.stopMeasuringCPU(since: cpuStart)
        subscription.dispose()
        blackHole(sum)
    }
    Benchmark("o flatMapLatest-subject-of-subjects OpenCombine", configuration: configuration) { benchmark in
        var sum = 0
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let subscription = outer.switchToLatest().sink { sum &+= $0 }
        let cpuStart = benchmark.startMeasuringCPU()
        for _ in 0..<1_000 {
            let inner = PassthroughSubject<Int, Never>()
            outer.send(inner)
            for value in 0..<1_000 { inner.send(value) }
        }
        benchmark.stopMeasuringCPU(since: cpuStart)
        subscription.cancel()
        blackHole(sum)
    }
    // (p) merge of 8 subjects, 50,000 rounds of one element to each.
    Benchmark("p merge-8-subjects Rx", configuration: configuration) { benchmark in
        var sum = 0
        let subjects = (0..<8).map { _ in Rx.PublishSubject<Int>() }
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: { sum &+= $0 })
        let cpuStart = benchmark.startMeasuringCPU()
        for value in 0..<operationCounts["p"]! / 8 { for subject in subjects { subject.onNext(value) } }
        benchmark.stopMeasuringCPU(since: cpuStart)
        subscription.dispose()
        blackHole(sum)
    }
    // (q) five chained flatMap { just } over 100,000 elements.
    Benchmark("q flatMap-just-x5 Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        _ = Observable.range(start: 0, count: operationCounts["q"]!)
            .flatMap { Observable.just($0) }.flatMap { Observable.just($0) }.flatMap { Observable.just($0) }
            .flatMap { Observable.just($0) }.flatMap { Observable.just($0) }
            .subscribe(onNext: { sum &+= $0 })
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("q flatMap-just-x5 OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        _ = (0..<operationCounts["q"]!).publisher
            .flatMap { OpenCombine.Just($0) }.flatMap { OpenCombine.Just($0) }.flatMap { OpenCombine.Just($0) }
            .flatMap { OpenCombine.Just($0) }.flatMap { OpenCombine.Just($0) }
            .sink { sum &+= $0 }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
}

/// (r) a UI-shaped pipeline: map, distinctUntilChanged, share(replay: 1)
/// with 10 subscribers, 100,000 events (every other one a repeat). The
/// OpenCombine twin: map, removeDuplicates, multicast(CurrentValueSubject),
/// autoconnect.
func registerUIPipeline() {
    let events = operationCounts["r"]! / 10
    Benchmark("r ui-map-distinct-share-10 Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        let source = Rx.PublishSubject<Int>()
        let shared = source.map { $0 / 2 }.distinctUntilChanged().share(replay: 1)
        let bag = Rx.DisposeBag()
        for _ in 0..<10 { shared.subscribe(onNext: { sum &+= $0 }).disposed(by: bag) }
        for value in 0..<events { source.onNext(value) }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("r ui-map-distinct-share-10 OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        var sum = 0
        let source = PassthroughSubject<Int, Never>()
        let shared = source.map { $0 / 2 }.removeDuplicates()
            .multicast { CurrentValueSubject<Int, Never>(0) }
            .autoconnect()
        var cancellables = Set<AnyCancellable>()
        for _ in 0..<10 { shared.sink { sum &+= $0 }.store(in: &cancellables) }
        for value in 0..<events { source.send(value) }
        blackHole(sum)
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
}

/// (t) a DisposeBag of 1,000 disposables, filled and released, 1,000 times.
func registerSmallDisposeBag() {
    Benchmark("t dispose-bag-1000 Rx", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        for _ in 0..<1_000 {
            var bag: Rx.DisposeBag? = Rx.DisposeBag()
            for _ in 0..<1_000 { Disposables.create { blackHole(1) }.disposed(by: bag!) }
            bag = nil
            blackHole(bag)
        }
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
    Benchmark("t dispose-bag-1000 OpenCombine", configuration: configuration) { benchmark in
        let cpuStart = benchmark.startMeasuringCPU()
        for _ in 0..<1_000 {
            var cancellables: Set<AnyCancellable>? = Set<AnyCancellable>()
            for _ in 0..<1_000 { AnyCancellable { blackHole(1) }.store(in: &cancellables!) }
            cancellables = nil
            blackHole(cancellables)
        }
        benchmark.stopMeasuringCPU(since: cpuStart)
    }
}
