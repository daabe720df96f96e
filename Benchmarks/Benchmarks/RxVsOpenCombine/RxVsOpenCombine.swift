// Rx against OpenCombine on equivalent pipelines, each pair measured in the
// same run, plus plain-Swift baselines for (a) and (b).
//
// Names are "<pair> <library>": `make bench` (scripts/bench-report) pairs
// "x Rx" with "x OpenCombine" and prints their medians and the ratio.

import Benchmark
import OpenCombine
import Rx

/// Every benchmark: one iteration is the whole workload (1,000,000 events for
/// (a), (b), (e)), so the median wall clock is the time of one workload.
let configuration = Benchmark.Configuration(
    metrics: [.cpuTotal, .wallClock, .throughput, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 2,
    maxDuration: .seconds(2),
    maxIterations: 30)

let benchmarks: @Sendable () -> Void = {
    registerRangeMapFilter()
    registerSubjectOneSubscriber()
    registerSubjectHundredSubscribers()
    registerFlatMapJust()
    registerCombineLatest()
    registerShareReplay()
    registerSubscriptionChurn()
    registerDisposeBag()
    registerCreation()
    registerPumping()
    registerUIPipeline()
    registerSmallDisposeBag()
}
