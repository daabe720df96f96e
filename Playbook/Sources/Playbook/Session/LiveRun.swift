import Foundation
import PlaybookWire

/// One run of an example as a reader edited it in the served site (the live
/// playground of `playbook watch --serve`): the example with its code
/// replaced is compiled and run through the same harness machinery as every
/// example (its libraries, its harness server forking a child in a session of
/// its own, under the run's timeout and resource limits), in a harness of its
/// own (`live/harness` in the work folder, holding that one example), while
/// holding the work folder's lock, so it never builds beside a verification.
///
/// The edited code is compiled under a file name of its own
/// (``editedFile``), so the compiler's messages name lines of the edited code
/// and nothing else; messages in the page's setup code name their markdown
/// lines.
public struct LiveRun: Sendable {
    public let options: VerificationOptions

    /// The name the edited code is compiled under.
    public static let editedFile = "edited example"

    public init(options: VerificationOptions) {
        self.options = options
    }

    /// Compiles and runs `example` with `code` in place of its own.
    public func run(_ example: Example, code: String) -> LiveAnswer {
        let live: Example
        switch Self.edited(example, code: code) {
        case .success(let edited): live = edited
        case .failure(let refusal): return LiveAnswer(outcome: .refused, message: refusal.message)
        }
        do {
            return try build(live, original: example)
        } catch {
            Interruption.haltIfInterrupted()
            return LiveAnswer(outcome: .refused, message: "playbook could not run it: \(error.description)")
        }
    }

    private struct Refusal: Error {
        var message: String
    }

    /// The example to compile: the edited code in place of the example's, its
    /// page's setup kept; a compile-fail example is compiled to show its errors.
    private static func edited(_ example: Example, code: String) -> Result<Example, Refusal> {
        var live = example
        switch example.kind {
        case .run, .marble, .noRun: break
        case .compileFail: live.kind = .noRun
        case .setup, .skip, .manifest:
            return .failure(Refusal(message: "this block is not an example that playbook runs"))
        }
        live.id = Example.identifier(path: "live", number: example.number)
        live.code = code.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        live.hiddenLines = []
        live.location = SourceLocation(path: editedFile, line: 0)
        live.codeFirstLine = 1
        live.skipConditions = []
        return .success(live)
    }

    private func build(_ live: Example, original: Example) throws(PlaybookError) -> LiveAnswer {
        let lock = try WorkFolderLock(folder: options.workDirectory, waiting: options.waitingForWorkFolder)
        defer { withExtendedLifetime(lock) {} }
        let setup = try HarnessSetup(options: options)
        // The libraries verification built: the edited code may import nothing they lack
        // (the compiler says so at its line), but a marble example needs the marble helpers.
        var needs = live
        needs.code = ""
        needs.setup = []
        let libraries = setup.libraries(for: [needs])
        let capabilities = try libraries.ensureBuilt(starting: {})
        if live.kind == .marble && !capabilities.marbles {
            return LiveAnswer(outcome: .refused, message: Verification.marblesUnavailable(setup.package))
        }
        let harness = HarnessProgram(
            directory: options.workDirectory.appending(path: "live/harness"), libraries: libraries, jobs: 1)
        let build = try harness.build([live])
        if let messages = build.broken[live.id] {
            return LiveAnswer(outcome: .doesNotCompile, errors: Self.errors(in: messages, of: live), message: "it does not compile")
        }
        guard live.kind != .noRun else {
            let note = original.kind == .noRun ? "it compiles (this example is not run: its page marks it no-run)" : "it compiles"
            return LiveAnswer(outcome: .compiled, message: note)
        }
        let result: ProcessResult
        do { result = try setup.runner(harness, symbols: build.symbols).run(live) } catch {
            Interruption.haltIfInterrupted()
            throw .toolFailed(command: "harness --serve (the edited example)", output: error.description)
        }
        return Self.answer(result, live: live)
    }

    /// What a run that compiled says: its output, how it ended, its timeline.
    static func answer(_ result: ProcessResult, live: Example) -> LiveAnswer {
        var unchecked = live
        unchecked.expected = nil
        let verdict = VerdictJudge().verdict(for: unchecked, outcome: .ran(result))
        // What it printed as the verdict holds it (types named as a reader's program names them).
        let printed = if case .ran(let shown) = verdict.outcome { shown.stdout } else { result.stdout }
        let timeline = result.stderr.split(separator: "\n").lazy.compactMap { MarbleTimeline.json(inLine: $0) }.first
            .flatMap { MarbleTimeline(json: $0) }
        var answer = LiveAnswer(
            outcome: verdict.status == .passed ? .ran : .failed, output: printed,
            message: verdict.diagnostic.map { ([$0.summary] + $0.notes).joined(separator: "\n") })
        answer.timeline = timeline
        if let expected = live.expected, verdict.status == .passed {
            answer.matchesPage = OutputMatcher().matches(actual: printed, expected: expected)
        }
        return answer
    }

    /// The compiler's messages as errors at lines of the edited code (or of
    /// the page's setup code, which keeps its markdown location).
    static func errors(in messages: [String], of live: Example) -> [LiveAnswer.CompilerError] {
        let prefix = SourceLocation.displayPath(editedFile) + ":"
        return messages.flatMap { $0.split(separator: "\n").map(String.init) }.compactMap { text in
            guard let kind = text.range(of: ": error: ") ?? text.range(of: ": note: ") else {
                return text.isEmpty ? nil : LiveAnswer.CompilerError(message: text)
            }
            let severity = text[kind].contains("error") ? "error" : "note"
            let message = String(text[kind.upperBound...])
            guard text.hasPrefix(prefix) else {
                return LiveAnswer.CompilerError(
                    severity: severity, message: "\(text[..<kind.lowerBound]) (the page's setup code): \(message)")
            }
            let place = text[text.index(text.startIndex, offsetBy: prefix.count)..<kind.lowerBound].split(separator: ":")
            return LiveAnswer.CompilerError(
                line: place.first.flatMap { Int($0) }, column: place.dropFirst().first.flatMap { Int($0) }, severity: severity,
                message: message)
        }
    }
}

/// What a live run answers, as JSON to the page: how it ended, what it
/// printed, the compiler's errors at lines of the edited code, and the marble
/// timeline a marble example recorded.
public struct LiveAnswer: Sendable, Codable, Equatable {
    public enum Outcome: String, Sendable, Codable {
        /// It ran to a clean end.
        case ran
        /// It compiled; it is not run (a no-run or compile-fail example).
        case compiled
        /// It does not compile: `errors` says where.
        case doesNotCompile
        /// It ran and failed (crashed, threw, timed out, leaked, hit a limit): `message` says how.
        case failed
        /// Nothing was run: `message` says why.
        case refused
    }

    /// A compiler message; `line` and `column` are the edited code's (1-based), absent outside it.
    public struct CompilerError: Sendable, Codable, Equatable {
        public var line: Int?
        public var column: Int?
        public var severity: String = "error"
        public var message: String
    }

    public var outcome: Outcome
    public var output: String = ""
    public var errors: [CompilerError] = []
    public var message: String?
    /// Whether the output matches the page's expected block (a run that ended cleanly, with one).
    public var matchesPage: Bool?
    public var timeline: MarbleTimeline?
    /// The marble diagram of the run, as the site draws it (HTML), filled by the server.
    public var diagram: String?

    public init(
        outcome: Outcome, output: String = "", errors: [CompilerError] = [], message: String? = nil
    ) {
        self.outcome = outcome
        self.output = output
        self.errors = errors
        self.message = message
    }
}
