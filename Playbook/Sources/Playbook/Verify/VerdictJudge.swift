import Foundation
import PlaybookWire

/// Judges an example's outcome against what its fences ask for.
public struct VerdictJudge: Sendable {
    public init() {}

    /// The verdict, holding the outcome as a reader sees it: what an example
    /// printed without the harness's module in its types' names (see
    /// ``PrintedTypeNames``), for the comparison and for all that reads the
    /// verdict (the diff, `--update`, the site, the live playground).
    public func verdict(for example: Example, outcome: ExampleOutcome, fromCache: Bool = false) -> ExampleVerdict {
        var outcome = outcome
        if case .ran(var result) = outcome {
            result.stdout = PrintedTypeNames.removed(from: result.stdout)
            outcome = .ran(result)
        }
        let (status, diagnostic) = judge(example, outcome)
        return ExampleVerdict(example: example, status: status, diagnostic: diagnostic, outcome: outcome, fromCache: fromCache)
    }

    private func judge(_ example: Example, _ outcome: ExampleOutcome) -> (ExampleVerdict.Status, Diagnostic?) {
        let at = example.location
        switch outcome {
        case .skipped(let reason):
            return (.skipped, Diagnostic(.note, at: at, "example skipped: \(reason)"))
        case .compiled:
            return (.passed, nil)
        case .doesNotCompile(let messages):
            return (.failed, Diagnostic(at: at, "example does not compile; fix the errors below", notes: messages))
        case .compileFailChecked(.failedAsExpected):
            return (.passed, nil)
        case .compileFailChecked(.compiled):
            return (.failed, Diagnostic(at: at, "example compiles, but a compile-fail example must not; fix the code or drop compile-fail"))
        case .compileFailChecked(.failedDifferently(let diagnostics)):
            let fragment: String
            if case .compileFail(let text) = example.kind { fragment = text } else { fragment = "" }
            return (
                .failed,
                Diagnostic(
                    at: at, "compiler error does not contain the text of the ```compiler block",
                    notes: ["expected to find: \(fragment)", "compiler said:"] + diagnostics.split(separator: "\n").map(String.init))
            )
        case .ran(let result):
            return judgeRun(example, result)
        }
    }

    private func judgeRun(_ example: Example, _ result: ProcessResult) -> (ExampleVerdict.Status, Diagnostic?) {
        let at = example.location
        // Traps name the file as #fileID does, `harness/05-work.md:41`; say
        // which markdown file it is, as everywhere else.
        let shown = SourceLocation.displayPath(example.location.path)
        let fileName = shown.split(separator: "/").last.map(String.init) ?? shown
        // Read only for a failure's notes: a passing example's stderr may be long (marble timelines).
        let stderr = { result.stderr.replacingOccurrences(of: "harness/\(fileName):", with: "\(shown):") }
        let stderrNotes = { Self.notes("stderr", stderr()) }
        if let trapLine = example.trapLine {
            switch result.termination {
            case .signaled(4), .signaled(5):
                return compareOutput(example, result, stderrNotes)
            case .exited(0):
                let line = SourceLocation(path: example.location.path, line: trapLine)
                return (
                    .failed,
                    Diagnostic(
                        at: line,
                        "example ran to its end, but the comment on this line says it traps here; fix the example or the comment",
                        notes: Self.notes("stdout", result.stdout))
                )
            default: break
            }
        }
        switch result.termination {
        case .exited(0):
            return compareOutput(example, result, stderrNotes)
        case .exited(HarnessExit.leakedStatus) where result.stderr.contains(HarnessExit.leakMarker):
            let count =
                result.stderr.components(separatedBy: HarnessExit.leakMarker).last?
                .prefix(while: { $0.isNumber }) ?? "?"
            return (
                .failed,
                Diagnostic(
                    at: at,
                    "example leaks: Resources.total stayed \(count) above its starting value after the example ended; dispose every subscription (a DisposeBag, or take/completion)"
                )
            )
        case .exited(HarnessExit.threwStatus):
            return (.failed, Diagnostic(at: at, "example threw an error that nothing caught", notes: stderrNotes()))
        case .exited(let status):
            return (
                .failed,
                Diagnostic(at: at, "example exited with status \(status)", notes: Self.notes("stdout", result.stdout) + stderrNotes())
            )
        case .signaled(let signal):
            return (
                .failed,
                Diagnostic(
                    at: at, "example crashed with signal \(signal) (\(Self.signalName(signal)))",
                    notes: Self.notes("stdout", result.stdout) + stderrNotes())
            )
        case .timedOut(let seconds):
            return (
                .failed,
                Diagnostic(
                    at: at,
                    "example did not finish within \(Self.seconds(seconds)) and was killed; if it needs longer, write timeout=SECONDS on its fence",
                    notes: Self.notes("stdout so far", result.stdout) + stderrNotes())
            )
        case .exceededLimit(let kind, let value):
            let what = kind == .fileSize ? "file size limit" : kind == .cpu ? "CPU time limit" : "\(kind.rawValue) limit"
            return (
                .failed,
                Diagnostic(
                    at: at,
                    "example exceeded its \(what) of \(kind.describe(value)) and was stopped; if it needs more, write \(kind.rawValue)=VALUE on its fence or pass --\(kind.rawValue)",
                    notes: Self.notes("stdout so far", result.stdout) + stderrNotes())
            )
        case .serverStopped:
            return (
                .failed,
                Diagnostic(
                    at: at,
                    "example stopped the harness server that ran it (it killed or stopped the server or its process group), and was stopped with everything it started; an example may signal only processes it started",
                    notes: Self.notes("stdout so far", result.stdout) + stderrNotes())
            )
        case .floodedOutput(let limit):
            return (
                .failed,
                Diagnostic(
                    at: at, "example printed more than \(limit) bytes and was killed",
                    notes: Self.notes("first lines of stdout", Self.firstLines(result.stdout))
                        + Self.notes("stderr", Self.firstLines(stderr())))
            )
        }
    }

    /// Passed when the example states no output or prints what it states.
    private func compareOutput(_ example: Example, _ result: ProcessResult, _ stderrNotes: () -> [String]) -> (
        ExampleVerdict.Status, Diagnostic?
    ) {
        guard let expected = example.expected, example.comparesOutput else { return (.passed, nil) }
        if let invalid = result.invalidUTF8 {
            return (
                .failed,
                Diagnostic(
                    at: expected.location,
                    "output is not valid UTF-8 (\(invalid)), and an expected block holds UTF-8 text only; print UTF-8, or mark the example no-compare",
                    notes: Self.notes("stdout", result.stdout) + stderrNotes())
            )
        }
        if OutputMatcher().matches(actual: result.stdout, expected: expected) { return (.passed, nil) }
        let diff = UnifiedDiff().diff(expected: expected.text, actual: result.stdout)
        let ordering = expected.matcher == .unordered ? " (compared in any order)" : ""
        return (
            .failed,
            Diagnostic(
                at: expected.location, "output differs from the expected block\(ordering)",
                notes: diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + stderrNotes())
        )
    }

    private static func firstLines(_ text: String) -> String {
        text.split(separator: "\n", maxSplits: 5, omittingEmptySubsequences: false).prefix(5)
            .map { $0.count > 120 ? $0.prefix(120) + "..." : $0 }.joined(separator: "\n")
    }

    /// The text's last lines, indented under a title; the runtime's
    /// "Current stack trace" (raw addresses, no use to a reader) is left out.
    private static func notes(_ title: String, _ text: String) -> [String] {
        var lines = OutputMatcher.lines(text).filter { !$0.hasPrefix(MarbleTimeline.marker) }
        if let trace = lines.firstIndex(of: "Current stack trace:") { lines.removeSubrange(trace...) }
        guard !lines.isEmpty else { return [] }
        let shown = lines.suffix(40)
        return ["\(title):"] + (lines.count > shown.count ? ["  ..."] : []) + shown.map { "  " + $0 }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL: a Swift runtime trap", 5: "SIGTRAP: a Swift runtime trap",
            6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM"
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
