import Foundation
import PlaybookWire

#if canImport(Glibc)
    import Glibc
#endif

/// What runs in the forked child: the example, then the wait for its
/// scheduled work (see ``playbookHarnessMain(liveResources:)``).
struct ExampleChild: Sendable {
    typealias Entry = @convention(c) () -> UnsafeMutablePointer<CChar>?

    let grace: Double
    let liveResources: (@Sendable () -> Int64)?
    var settingArguments: (@Sendable ([String]) -> Void)? = nil

    /// Runs the example with this symbol and ends the process with its
    /// status; once the example's code has returned, writes a byte on
    /// `waiting` (see ``HarnessRequest/descriptorCount``) and closes it.
    func run(_ symbol: String, waiting: Int32 = -1) -> Never {
        guard let address = dlsym(dlopen(nil, RTLD_NOW), HarnessNames.entryPrefix + symbol) else {
            StandardStreams.report("harness: no example named \(symbol)\n")
            finish(HarnessExit.usageStatus)
        }
        let example = unsafeBitCast(address, to: Entry.self)
        // The example runs as a program started with no arguments, not as
        // the harness server (`harness --serve`): code that reads its
        // command line, an argument parser's `main()`, sees only its name.
        settingArguments?([symbol])
        let baseline = liveResources?()
        if let failure = example() {
            fflush(StandardStreams.output)
            StandardStreams.report("error: the example threw \(String(cString: failure))\n")
            free(failure)
            finish(HarnessExit.threwStatus)
        }
        if waiting >= 0 {
            var byte = UInt8(ascii: "w")
            _ = write(waiting, &byte, 1)
            close(waiting)
        }
        let excess = waitForScheduledWork(baseline: baseline)
        fflush(StandardStreams.output)
        if let excess {
            StandardStreams.report("\(HarnessExit.leakMarker)\(excess)\n")
            finish(HarnessExit.leakedStatus)
        }
        finish(0)
    }

    /// Pumps the main run loop until the live resources are back to
    /// `baseline` or the grace period ends (or, without a counter, for
    /// 20 ms); the excess left, nil if none.
    func waitForScheduledWork(baseline: Int64?) -> Int64? {
        let graceEnd = Date(timeIntervalSinceNow: grace)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
        guard let baseline, let liveResources else {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
            return nil
        }
        while liveResources() > baseline, Date() < graceEnd {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005))
        }
        let live = liveResources()
        return live > baseline ? live - baseline : nil
    }

    /// Ends the example's process without running the libraries'
    /// finalizers (Foundation's networking stack has many): its output is
    /// flushed and nothing else of it outlives it.
    func finish(_ status: Int32) -> Never {
        StandardStreams.flush()
        _exit(status)
    }
}
