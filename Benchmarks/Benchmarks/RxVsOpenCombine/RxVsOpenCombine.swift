// Rx against OpenCombine on equivalent pipelines, each pair measured in the
// same run, plus plain-Swift baselines for (a) and (b).
//
// Names are "<pair> <library>": `make bench` (Benchmarks/report.awk) pairs
// "x Rx" with "x OpenCombine" and prints their medians and the ratio.

import Benchmark
import Foundation
import OpenCombine
import Rx

/// The process's CPU time over the measured part of an iteration, read from
/// `CLOCK_PROCESS_CPUTIME_ID` to the nanosecond: what the report's ratios
/// use. The harness's own `cpuTotal` reads /proc/self/stat, which Linux
/// counts in 10 ms ticks: a 20 ms workload read 10, 20 or 30 ms, and ratios
/// of short workloads moved by a third from one run to the next.
let cpuTime = BenchmarkMetric.custom("CPU time (process clock)", polarity: .prefersSmaller, useScalingFactor: false)

extension Benchmark {
    /// `startMeasurement()`, then the process's CPU clock, for
    /// `stopMeasuringCPU(since:)`. Every benchmark of this harness measures
    /// through this pair (the report says "missing" for one that does not).
    @inline(__always)
    func startMeasuringCPU() -> Int {
        startMeasurement()
        return processCPUTime()
    }

    /// Records the CPU time since `start` as `cpuTime`, then
    /// `stopMeasurement()`.
    @inline(__always)
    func stopMeasuringCPU(since start: Int) {
        let elapsed = processCPUTime() - start
        stopMeasurement()
        measurement(cpuTime, elapsed)
    }
}

/// The CPU time of every thread of the process so far, in nanoseconds.
@inline(__always)
func processCPUTime() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return now.tv_sec * 1_000_000_000 + now.tv_nsec
}

/// Every benchmark: one iteration is the whole workload (1,000,000 events for
/// (a), (b), (e)), so the median wall clock is the time of one workload.
let configuration = Benchmark.Configuration(
    metrics: [cpuTime, .wallClock, .throughput, .mallocCountTotal],
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
