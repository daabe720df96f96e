import Foundation
import Synchronization

/// Runs examples of the built harness, each in its own child process
/// (`harness --child ID GRACE`), up to `jobs` at a time.
struct ExampleRunner: Sendable {
    let executable: URL
    let jobs: Int
    let defaultTimeout: Double
    let outputLimit: Int
    /// Seconds the child pumps the main run loop after the example returns,
    /// waiting for its scheduled work to finish.
    let grace: Double

    func process(for example: Example) -> ChildProcess {
        ChildProcess(
            program: executable.path, arguments: ["--child", example.id, "\(grace)"],
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
        let results = Mutex<[Result<ProcessResult, ChildProcess.SpawnError>?]>(Array(repeating: nil, count: examples.count))
        let next = Atomic<Int>(0)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(jobs, examples.count)) {
            group.enter()
            Thread.detachNewThread {
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < examples.count else { break }
                    let result = Result { () throws(ChildProcess.SpawnError) in try run(examples[index]) }
                    results.withLock { $0[index] = result }
                    if case .success(let value) = result { finished(examples[index], value) }
                }
                group.leave()
            }
        }
        group.wait()
        return try results.withLock { all throws(PlaybookError) in
            try all.map { entry throws(PlaybookError) in
                switch entry {
                case .success(let value): return value
                case .failure(let error): throw .toolFailed(command: "harness --child", output: error.description)
                case nil: throw .toolFailed(command: "harness --child", output: "a worker ended without a result")
                }
            }
        }
    }
}
