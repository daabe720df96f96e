import Foundation
import Synchronization

/// How a run verifies what the cache did not answer: the libraries, the
/// harness, the examples' runs, the manifests and the compile-fail checks,
/// overlapped so that no core idles while examples wait on timers.
///
/// When the examples that took longest last time (``Timings``; at least
/// ``earlyThreshold`` seconds, mostly asleep on timers) are to be compiled
/// with others, they are compiled first, then linked into a program of their
/// own and started while the CPUs compile the rest; the rest then run
/// longest first beside them (see ``ExampleScheduler``), and the manifests
/// and compile-fail examples, which need no harness, are type-checked beside
/// those runs. Results are the same as one after the
/// other: every example still runs alone in its own process, and no more
/// examples are busy on the CPUs at once than `--jobs`.
extension Verification {
    /// Seconds an example must have taken to be started before the rest are compiled.
    static let earlyThreshold = 0.25

    /// The examples to start first: those whose recorded duration is at
    /// least the threshold, longest first.
    static func earlyExamples(_ examples: [Example], timings: Timings) -> [Example] {
        longestFirst(
            examples.filter { ($0.isRun && $0.isCompiledIntoHarness) && (timings[ShardPlan.name(of: $0)] ?? 0) >= earlyThreshold },
            timings: timings)
    }

    func runUncached(
        _ pending: [Example], compiledSet: [Example], setup: HarnessSetup, timings: Timings, streaming: Bool,
        progress: @escaping @Sendable (VerificationProgress) -> Void
    ) throws(PlaybookError) -> [String: ExampleOutcome] {
        // Held shared until the examples have run: no run rebuilds the libraries under them.
        let librariesLock = try LibrariesLock(folder: options.workDirectory)
        defer { withExtendedLifetime(librariesLock) {} }
        let (libraries, capabilities) = try librariesLock.use(
            { setup.libraries(for: compiledSet) }, starting: { progress(.buildingLibraries) })
        let harness = setup.harness(libraries)
        var outcomes: [String: ExampleOutcome] = [:]
        // Marble examples need helpers the package cannot build: each fails at its line, saying why.
        var compiledSet = compiledSet
        var pending = pending
        if !capabilities.marbles {
            for example in pending where example.kind == .marble {
                outcomes[example.id] = .doesNotCompile(messages: [Self.marblesUnavailable(setup.package)])
            }
            compiledSet.removeAll { $0.kind == .marble }
            pending.removeAll { $0.kind == .marble }
        }
        // What runs is compiled; the rest of the chapters only if compiled before (see linkedSet).
        compiledSet = harness.linkedSet(running: pending, of: compiledSet)
        // How many run: known once the harness is built (those that compile).
        let total = Atomic<Int>(pending.filter(\.isRun).count)
        let done = Atomic<Int>(0)
        let finished: @Sendable (Example, ProcessResult) -> Void = { example, _ in
            progress(.ran(example, done: done.add(1, ordering: .relaxed).newValue, total: total.load(ordering: .relaxed)))
        }
        // The long examples first, in a program of their own, when the rest must be compiled.
        var early = streaming ? [] : Self.earlyExamples(pending, timings: timings)
        if !early.isEmpty, harness.uncompiled(compiledSet.filter { example in !early.contains { $0.id == example.id } }).isEmpty {
            early = []
        }
        // They are compiled on every core first (they lead the run: the
        // slowest of them ends it when it starts late), then linked and run
        // beside the compile of the rest: a link keeps one core, not two.
        var started: EarlyRun?
        if !early.isEmpty {
            progress(.buildingFirst(examples: early.count))
            let part = try harness.compilePart(early, named: "early")
            started = EarlyRun(examples: early.filter { part.build.symbols[$0.id] != nil }, finished: finished) {
                () throws(PlaybookError) in setup.runner(try harness.link(part), symbols: part.build.symbols)
            }
        }
        // What needs no harness (manifests, compile-fail examples) is
        // type-checked once a core is free: when the first of the harness's
        // compilers ends (before, it held back the compile every run waits for).
        let (runDirectory, jobs, checked) = (options.runDirectory, options.jobs, pending)
        // (A semaphore opens the gate: signalled more than once, it is waited for once.)
        let gate = DispatchSemaphore(value: 0)
        let sideCheck = BackgroundWork { () throws(PlaybookError) in
            gate.wait()
            return try Self.checkManifestsAndCompileFailures(
                checked, libraries: libraries, runDirectory: runDirectory, jobs: jobs, progress: progress)
        }
        defer {
            gate.signal()
            _ = sideCheck.result()
        }
        var build = HarnessProgram.Build(symbols: [:], broken: [:])
        if pending.contains(where: \.isCompiledIntoHarness) {
            let uncompiled = harness.uncompiled(compiledSet).count
            if uncompiled > 0 { progress(.building(examples: uncompiled)) }
            do { build = try harness.build(compiledSet) { gate.signal() } } catch {
                _ = started?.results()
                throw error
            }
        }
        gate.signal()
        // `playbook run` streams each example's output: nothing beside it.
        if streaming { _ = sideCheck.result() }
        let broken = build.broken
        for (id, messages) in broken { outcomes[id] = .doesNotCompile(messages: messages) }
        for example in pending where example.kind == .noRun && broken[example.id] == nil { outcomes[example.id] = .compiled }
        let startedIDs = Set(started?.examples.map(\.id) ?? [])
        let toRun = pending.filter { $0.isRun && broken[$0.id] == nil && !startedIDs.contains($0.id) }
        let runner = setup.runner(harness.executable, symbols: build.symbols)
        if streaming {
            for example in toRun {
                progress(.starting(example))
                do {
                    outcomes[example.id] = .ran(try runner.run(example) { progress(.liveOutput(example, $0, $1)) })
                } catch {
                    Interruption.haltIfInterrupted()
                    throw .toolFailed(command: "harness --serve (example \(example.id))", output: error.description)
                }
            }
        } else {
            total.store(toRun.count + startedIDs.count, ordering: .relaxed)
            if toRun.count + startedIDs.count > 0 { progress(.running(examples: toRun.count + startedIDs.count)) }
            let results: [ProcessResult]
            do { results = try runner.run(toRun, finished: finished) } catch {
                _ = started?.results()
                throw error
            }
            for (example, result) in zip(toRun, results) { outcomes[example.id] = .ran(result) }
        }
        if let started {
            for (example, result) in zip(started.examples, try started.results().get()) { outcomes[example.id] = .ran(result) }
        }
        outcomes.merge(try sideCheck.result().get()) { first, _ in first }
        return outcomes
    }

    /// Type-checks the manifests and the compile-fail examples (each with `--jobs` compilers at once).
    private static func checkManifestsAndCompileFailures(
        _ pending: [Example], libraries: LibraryBuild, runDirectory: URL, jobs: Int,
        progress: @escaping @Sendable (VerificationProgress) -> Void
    ) throws(PlaybookError) -> [String: ExampleOutcome] {
        var outcomes: [String: ExampleOutcome] = [:]
        let manifests = pending.filter { $0.kind == .manifest }
        if !manifests.isEmpty {
            let checker = ManifestChecker(workDirectory: runDirectory.appending(path: "manifests"))
            let checked = try WorkerPool(jobs: jobs).map(manifests) { example throws(PlaybookError) in try checker.check(example) }
            for (example, outcome) in zip(manifests, checked) { outcomes[example.id] = outcome }
        }
        let compileFailures = pending.filter { if case .compileFail = $0.kind { return true } else { return false } }
        if !compileFailures.isEmpty {
            progress(.checkingCompileFailures(examples: compileFailures.count))
            let checker = CompileFailChecker(
                compileArguments: libraries.compileArguments, workDirectory: runDirectory.appending(path: "compile-fail"),
                implicitModules: { [libraries] in libraries.implicitModules(for: $0) })
            let checked = try checker.check(compileFailures, jobs: jobs)
            for (example, outcome) in zip(compileFailures, checked) { outcomes[example.id] = .compileFailChecked(outcome) }
        }
        return outcomes
    }
}

/// Work on a thread of its own while the run goes on; ``result()`` waits for it.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var outcome: Result<Value, PlaybookError>?

    init(_ work: @escaping @Sendable () throws(PlaybookError) -> Value) {
        Thread.detachNewThread { [self] in
            let result = Result { () throws(PlaybookError) in try work() }
            lock.withLock { outcome = result }
            done.signal()
        }
    }

    /// Waits for the work to end (at once if it has); its result.
    func result() -> Result<Value, PlaybookError> {
        done.wait()
        done.signal()
        return lock.withLock { outcome! }
    }
}

/// Examples linked and run on a thread of their own while the run goes on.
struct EarlyRun: Sendable {
    let examples: [Example]
    private let work: BackgroundWork<[ProcessResult]>

    /// `runner` links their program and makes the runner (nothing is linked when no example compiled).
    init(
        examples: [Example], finished: @escaping @Sendable (Example, ProcessResult) -> Void,
        runner: @escaping @Sendable () throws(PlaybookError) -> ExampleRunner
    ) {
        self.examples = examples
        work = BackgroundWork { () throws(PlaybookError) in
            examples.isEmpty ? [] : try runner().run(examples, finished: finished)
        }
    }

    /// Waits for every example to end; their results in order.
    func results() -> Result<[ProcessResult], PlaybookError> { work.result() }
}
