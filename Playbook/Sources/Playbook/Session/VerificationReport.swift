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
    /// Whether the run read the chapters by the lenient rules (see
    /// ``ExtractionRules``), which let examples run uncompared and skip
    /// blocks that are not programs: the report then says how many did.
    public var lenient = false
    /// The part of a split run this report covers (`--shard I/N`), nil for a whole run.
    public var shard: ShardPart?

    public var passed: Int { verdicts.filter { $0.status == .passed }.count }
    public var failed: Int { verdicts.filter { $0.status == .failed }.count + grammarErrors.count }
    public var skipped: Int { verdicts.filter { $0.status == .skipped }.count }
    /// Passed examples that state no output, run without comparing (see ``Example/outputNotStated``).
    public var notCompared: Int { verdicts.filter { $0.status == .passed && $0.example.outputNotStated }.count }
    /// How many outcomes came from the cache.
    public var cached: Int { verdicts.filter(\.fromCache).count }

    /// What the passed and skipped counts hold, for a reader who reads
    /// "passed" as "its output was checked": nil when every passed example
    /// was compared and none was skipped.
    public var breakdown: String? {
        guard lenient else { return nil }
        var parts: [String] = []
        if notCompared > 0 {
            parts.append(
                "\(notCompared) of the \(passed) passed ran without an output to compare (no ```output block, no // Prints comment; --strict requires one)"
            )
        }
        if skipped > 0 {
            let reasons = Dictionary(grouping: verdicts.filter { $0.status == .skipped }) { verdict in
                if case .skipped(let reason) = verdict.outcome { return Self.reasonKind(reason) }
                return "skipped"
            }
            parts.append(
                "skipped: "
                    + reasons.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }.map { "\($0.value.count) \($0.key)" }
                    .joined(separator: ", "))
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// A skip reason's first words, to group skips by kind.
    static func reasonKind(_ reason: String) -> String {
        let head = reason.split(separator: ":", maxSplits: 1).first.map(String.init) ?? reason
        let cut = head.firstIndex(of: "(") ?? head.endIndex
        return String(head[..<cut]).trimmingWhitespace
    }

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
    /// Compiling the examples that took longest last time, to run them while the rest compile.
    case buildingFirst(examples: Int)
    /// Type-checking this many compile-fail examples.
    case checkingCompileFailures(examples: Int)
    /// An example finished running (`done` of `total`).
    case ran(Example, done: Int, total: Int)
    /// Output of the example being streamed (`playbook run`).
    case liveOutput(Example, ChildProcess.Stream, [UInt8])
    /// An example is about to start streaming.
    case starting(Example)
}
