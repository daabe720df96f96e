import Foundation

/// Runs examples of the built harness, each in its own child process
/// (`harness --child ID GRACE`), up to `jobs` at a time.
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

    func process(for example: Example) -> ChildProcess {
        ChildProcess(
            program: executable.path, arguments: ["--child", symbols[example.id] ?? example.id, "\(grace)"],
            environment: ["SWIFT_BACKTRACE": "enable=no"],
            deadline: (example.timeout ?? defaultTimeout) + grace, outputLimit: outputLimit)
    }

    /// Runs one example; a timeout is reported as the example's own limit
    /// (the grace period is added to the deadline, not to what it was allowed).
    func run(_ example: Example, onOutput: ((ChildProcess.Stream, [UInt8]) -> Void)? = nil) throws(ChildProcess.SpawnError) -> ProcessResult {
        var result = try process(for: example).run(onOutput: onOutput)
        if case .timedOut = result.termination { result.termination = .timedOut(seconds: example.timeout ?? defaultTimeout) }
        return result
    }

    /// Runs every example and returns their results in the same order;
    /// `finished` is called (from worker threads) after each one.
    func run(_ examples: [Example], finished: @escaping @Sendable (Example, ProcessResult) -> Void) throws(PlaybookError) -> [ProcessResult] {
        do {
            return try WorkerPool(jobs: jobs).map(examples) { example throws(ChildProcess.SpawnError) in
                let result = try run(example)
                finished(example, result)
                return result
            }
        } catch {
            throw .toolFailed(command: "harness --child", output: error.description)
        }
    }
}
