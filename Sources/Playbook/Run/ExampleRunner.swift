import Foundation

/// Runs examples of the built harness, each in its own child process forked
/// by a harness server (see ``HarnessServer``), up to `jobs` at a time.
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
    private let servers: HarnessServerPool

    init(executable: URL, symbols: [String: String], jobs: Int, defaultTimeout: Double, outputLimit: Int, grace: Double) {
        self.executable = executable
        self.symbols = symbols
        self.jobs = jobs
        self.defaultTimeout = defaultTimeout
        self.outputLimit = outputLimit
        self.grace = grace
        servers = HarnessServerPool(executable: executable, grace: grace, environment: ["SWIFT_BACKTRACE": "enable=no"])
    }

    /// Runs one example; a timeout is reported as the example's own limit
    /// (the grace period is added to the deadline, not to what it was allowed).
    func run(_ example: Example, onOutput: ((ChildProcess.Stream, [UInt8]) -> Void)? = nil) throws(HarnessServer.Failure) -> ProcessResult {
        let timeout = example.timeout ?? defaultTimeout
        var result = try servers.withServer { server throws(HarnessServer.Failure) in
            try server.run(
                symbol: symbols[example.id] ?? example.id, deadline: timeout + grace, outputLimit: outputLimit, onOutput: onOutput)
        }
        if case .timedOut = result.termination { result.termination = .timedOut(seconds: timeout) }
        return result
    }

    /// Runs every example and returns their results in the same order;
    /// `finished` is called (from worker threads) after each one.
    func run(_ examples: [Example], finished: @escaping @Sendable (Example, ProcessResult) -> Void) throws(PlaybookError) -> [ProcessResult] {
        do {
            return try WorkerPool(jobs: jobs).map(examples) { example throws(HarnessServer.Failure) in
                let result = try run(example)
                finished(example, result)
                return result
            }
        } catch {
            throw .toolFailed(command: "harness --serve", output: error.description)
        }
    }
}
