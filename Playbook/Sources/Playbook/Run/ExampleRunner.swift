#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import PlaybookWire

/// Runs examples of the built harness, each in its own child process forked
/// by a harness server (see ``HarnessServer``), up to `jobs` at a time, each
/// under its resource limits in a temporary folder of its own.
struct ExampleRunner: Sendable {
    let executable: URL
    /// The harness symbol of each example, by example id.
    let symbols: [String: String]
    let jobs: Int
    let defaultTimeout: Double
    let outputLimit: Int
    /// Seconds the child pumps the main run loop after the example returns,
    /// waiting for its scheduled work to finish.
    let grace: Double
    /// The run's limits; an example's fence may override each.
    let limits: ResourceLimits
    /// Tasks (processes and threads) the user had when the run started: the
    /// `processes` limit counts beyond them, as RLIMIT_NPROC counts them all.
    private let userTasks: UInt64
    private let servers: HarnessServerPool

    init(
        executable: URL, symbols: [String: String], jobs: Int, defaultTimeout: Double, outputLimit: Int, grace: Double,
        limits: ResourceLimits = ResourceLimits()
    ) {
        self.executable = executable
        self.symbols = symbols
        self.jobs = jobs
        self.defaultTimeout = defaultTimeout
        self.outputLimit = outputLimit
        self.grace = grace
        self.limits = limits
        userTasks = Self.tasksOfThisUser()
        servers = HarnessServerPool(executable: executable, grace: grace, environment: ["SWIFT_BACKTRACE": "enable=no"])
    }

    /// Runs one example (a marble example with its inputs moved as
    /// `marbleVariant` says, if given); a timeout is reported as the example's own limit
    /// (the grace period is added to the deadline, not to what it was allowed),
    /// a death from a resource limit as that limit. A server that stops while
    /// the example runs makes it end as `serverStopped`; one found stopped
    /// before the example started is replaced by a new one, which runs it.
    func run(
        _ example: Example, marbleVariant: String? = nil, onOutput: ((ChildProcess.Stream, [UInt8]) -> Void)? = nil,
        started: ((pid_t) -> Void)? = nil, waiting: (() -> Void)? = nil
    ) throws(HarnessServer.Failure) -> ProcessResult {
        let timeout = example.timeout ?? defaultTimeout
        let limits = limits.overridden(by: example.limits)
        let values = ExampleLimits(
            memory: limits[.memory], cpuSeconds: limits[.cpu], fileSize: limits[.fileSize], openFiles: limits[.openFiles],
            processes: limits[.processes] + userTasks)
        var result: ProcessResult
        var attempts = 0
        while true {
            do {
                result = try servers.withServer { server throws(HarnessServer.Failure) in
                    try server.run(
                        symbol: symbols[example.id] ?? example.id, limits: values, marbleVariant: marbleVariant, deadline: timeout + grace,
                        outputLimit: outputLimit,
                        onOutput: onOutput, started: started, waiting: waiting)
                }
                break
            } catch .stoppedWhileRunning(let partial) {
                result = partial
                result.termination = .serverStopped
                return result
            } catch .protocolBroken(let detail) {
                // A server that died idle (an earlier example's doing) is replaced, once.
                attempts += 1
                if attempts > 1 { throw .protocolBroken(detail) }
            }
        }
        if case .timedOut = result.termination { result.termination = .timedOut(seconds: timeout) }
        if let exceeded = Self.exceededLimit(result, limits) { result.termination = .exceededLimit(exceeded, limits[exceeded]) }
        return result
    }

    /// Texts of a failed allocation on stderr: the Swift runtime's, Foundation's
    /// (strerror of ENOMEM), C++'s.
    static let allocationFailures = ["failed to allocate", "Could not allocate memory", "Cannot allocate memory", "std::bad_alloc"]

    /// The limit that killed the process, if one did: SIGXCPU is the CPU
    /// limit, SIGXFSZ the file size limit, and a crash right after an
    /// allocation failed (under RLIMIT_DATA malloc and mmap fail, and the
    /// Swift runtime traps with "failed to allocate N bytes") the memory limit.
    static func exceededLimit(_ result: ProcessResult, _ limits: ResourceLimits) -> ResourceLimits.Kind? {
        guard case .signaled(let signal) = result.termination else { return nil }
        switch signal {
        case SIGXCPU: return .cpu
        case SIGXFSZ: return .fileSize
        case SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS:
            return allocationFailures.contains(where: result.stderr.contains) ? .memory : nil
        default: return nil
        }
    }

    /// Processes and threads of this real user now (0 for root, whom RLIMIT_NPROC does not bind).
    private static func tasksOfThisUser() -> UInt64 {
        let user = getuid()
        guard user != 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return 0 }
        var count: UInt64 = 0
        for entry in entries where entry.allSatisfy(\.isNumber) {
            var info = stat()
            guard stat("/proc/\(entry)", &info) == 0, info.st_uid == user else { continue }
            count += UInt64((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(entry)/task").count) ?? 1)
        }
        return count
    }

    /// Runs every example and returns their results in the same order;
    /// `finished` is called (from worker threads) after each one. They
    /// start in the order given, `jobs` busy at a time, and more beside
    /// those that wait (see ``ExampleScheduler``).
    func run(_ examples: [Example], finished: @escaping @Sendable (Example, ProcessResult) -> Void) throws(PlaybookError) -> [ProcessResult]
    {
        do {
            return try ExampleScheduler(jobs: jobs).map(examples) { example, started, waiting throws(HarnessServer.Failure) in
                let result = try run(example, started: started, waiting: waiting)
                finished(example, result)
                return result
            }
        } catch {
            Interruption.haltIfInterrupted()
            throw .toolFailed(command: "harness --serve", output: error.description)
        }
    }
}
