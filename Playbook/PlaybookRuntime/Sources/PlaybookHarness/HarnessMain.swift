import Foundation
import PlaybookWire

#if canImport(Glibc)
    import Glibc
#endif

/// The harness program's runtime, built once into the libraries' shared
/// library; the harness's `main` calls ``playbookHarnessMain(liveResources:)``.
///
/// `harness --serve GRACE` is what playbook starts, once per job: it loads
/// the program once, then forks a child per example that playbook asks for
/// on descriptor 3 (see PlaybookWire's `HarnessRequest` and `HarnessReply`),
/// so an example pays for a fork, not for starting a program and loading the
/// libraries. Examples are found by name at run time (`dlsym` of the C
/// symbol `playbook_example_SYMBOL` that each example file exports), so the
/// runtime never changes when examples do.
///
/// - Parameter liveResources: the library's count of live resources
///   (`Resources.total` with RxSwift's TRACE_RESOURCES), or nil when it has
///   none. With it, a child waits after its example until the count is back
///   where it was before, and fails with ``HarnessExit/leakedStatus`` if it is
///   still above after the grace period; without it, the child pumps the
///   main run loop for a short fixed time. The runtime does not link the
///   library: the generated `main` passes the counter in.
/// - Parameter settingArguments: sets `CommandLine.arguments` (the
///   generated `main`, compiled in the Swift 5 language mode where that has
///   a setter, passes it): each child runs its example as a program started
///   with no arguments, not with the server's `--serve`.
public func playbookHarnessMain(
    liveResources: (@Sendable () -> Int64)? = nil, settingArguments: (@Sendable ([String]) -> Void)? = nil
) -> Never {
    setvbuf(StandardStreams.output, nil, _IOLBF, 0)
    guard let arguments = HarnessArguments(CommandLine.arguments) else {
        StandardStreams.report("usage: harness --serve GRACE-SECONDS (playbook starts it and talks to it on descriptor 3)\n")
        exit(HarnessExit.usageStatus)
    }
    ExampleServer(control: 3, child: ExampleChild(grace: arguments.grace, liveResources: liveResources, settingArguments: settingArguments))
        .serve()
}

/// Runs an example's function for its C entry point: nil, or the
/// description of the error it threw (the caller frees it with `free`).
public func playbookCatching(_ example: () throws -> Void) -> UnsafeMutablePointer<CChar>? {
    do {
        try example()
        return nil
    } catch {
        return strdup(String(describing: error))
    }
}

/// Runs an example's async function to its end for its C entry point, as
/// ``playbookCatching(_:)`` runs a synchronous one: in a task, while this
/// thread serves the main run loop, so work the example hands to the main
/// actor or the main queue runs meanwhile (top-level code is on the main
/// thread too).
public func playbookCatchingAsync(_ example: @escaping () async throws -> Void) -> UnsafeMutablePointer<CChar>? {
    let outcome = AsyncOutcome()
    let work = UncheckedExample(run: example)
    Task.detached {
        do {
            try await work.run()
            outcome.finish(nil)
        } catch {
            outcome.finish(String(describing: error))
        }
    }
    while true {
        if let ended = outcome.ended { return ended.map { strdup($0) } }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
        // The run loop returns at once when it has nothing to wait on: the
        // outcome's signal (or a millisecond) keeps this from spinning.
        outcome.waitBriefly()
    }
}

/// The example's function, handed to the task that runs it: the example is
/// the reader's code, compiled in the Swift 5 language mode, and runs alone
/// in its process.
private struct UncheckedExample: @unchecked Sendable {
    let run: () async throws -> Void
}

/// How an async example ended, set once by its task: `.some(nil)` when it
/// returned, `.some(description)` when it threw.
private final class AsyncOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private let signal = DispatchSemaphore(value: 0)
    private var result: String?? = nil

    var ended: String?? { lock.withLock { result } }

    func finish(_ failure: String?) {
        lock.withLock { result = .some(failure) }
        signal.signal()
    }

    func waitBriefly() { _ = signal.wait(timeout: .now() + .milliseconds(1)) }
}

/// The harness's command line: `harness --serve GRACE-SECONDS`.
struct HarnessArguments: Equatable {
    /// Seconds a child waits for the example's scheduled work after it returns.
    var grace: Double

    /// Nil unless the arguments are exactly the program, `--serve` and a non-negative finite number.
    init?(_ arguments: [String]) {
        guard arguments.count == 3, arguments[1] == "--serve", let grace = Double(arguments[2]),
            grace.isFinite, grace >= 0
        else { return nil }
        self.grace = grace
    }
}
