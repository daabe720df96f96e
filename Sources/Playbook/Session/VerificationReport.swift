/// The result of a verification run: every chapter's grammar errors and
/// every selected example's verdict, in document order.
public struct VerificationReport: Sendable {
    public var chapters: [Chapter]
    public var verdicts: [ExampleVerdict]
    /// Fence grammar errors; each counts as a failure.
    public var grammarErrors: [Diagnostic]
    /// Wall-clock seconds of the run.
    public var duration: Double
    /// Why no example was verified (passed or failed), when none was.
    public var nothingVerified: String?

    public var passed: Int { verdicts.filter { $0.status == .passed }.count }
    public var failed: Int { verdicts.filter { $0.status == .failed }.count + grammarErrors.count }
    public var skipped: Int { verdicts.filter { $0.status == .skipped }.count }
    /// How many outcomes came from the cache.
    public var cached: Int { verdicts.filter(\.fromCache).count }

    /// `N passed, N failed, N skipped`.
    public var summaryLine: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }

    /// Counts the examples whose expected blocks `--update` rewrote (by id)
    /// as passed: each now matches what it printed.
    public mutating func markUpdated(_ examples: Set<String>) {
        for index in verdicts.indices where verdicts[index].status == .failed && examples.contains(verdicts[index].example.id) {
            verdicts[index].status = .passed
            verdicts[index].diagnostic = nil
        }
    }

    public var failures: [Diagnostic] {
        grammarErrors + verdicts.compactMap { $0.status == .failed ? $0.diagnostic : nil }
    }
}

/// What a run reports while it works, for progress output.
public enum VerificationProgress: Sendable {
    /// Building the libraries the examples link against (only when they changed).
    case buildingLibraries
    /// Starting to run this many examples.
    case running(examples: Int)
    /// Compiling this many examples into the harness.
    case building(examples: Int)
    /// Type-checking this many compile-fail examples.
    case checkingCompileFailures(examples: Int)
    /// An example finished running (`done` of `total`).
    case ran(Example, done: Int, total: Int)
    /// Output of the example being streamed (`playbook run`).
    case liveOutput(Example, ChildProcess.Stream, [UInt8])
    /// An example is about to start streaming.
    case starting(Example)
}
