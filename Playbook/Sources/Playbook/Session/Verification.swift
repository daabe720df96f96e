import Foundation
import Synchronization

/// One run of `playbook test` or `playbook run`: take the loaded chapters, reuse
/// cached outcomes, build one harness for the rest, run the examples in
/// parallel child processes, type-check compile-fail examples, and judge.
public struct Verification: Sendable {
    public let options: VerificationOptions

    public init(options: VerificationOptions) {
        self.options = options
    }

    /// Loads the chapters under `options.paths` and verifies them.
    /// - Parameter streaming: run one example at a time, reporting its output live.
    public func run(streaming: Bool = false, progress: @escaping @Sendable (VerificationProgress) -> Void = { _ in }) throws(PlaybookError)
        -> VerificationReport
    {
        try run(options.loader.load(options.paths), streaming: streaming, progress: progress)
    }

    /// Verifies the examples of documentation already loaded; reads no chapter.
    /// - Parameter streaming: run one example at a time, reporting its output live.
    public func run(
        _ documentation: Documentation, streaming: Bool = false, progress: @escaping @Sendable (VerificationProgress) -> Void = { _ in }
    ) throws(PlaybookError) -> VerificationReport {
        let start = Date()
        let lock = try WorkFolderLock(folder: options.workDirectory, waiting: options.waitingForWorkFolder)
        defer { withExtendedLifetime(lock) {} }
        let chapters = documentation.chapters
        let grammarErrors = chapters.filter(isSelected).flatMap(\.diagnostics)
        let runnable = Self.applyingSkipConditions(documentation.verifiableChapters, platform: options.platform)
        let examples = try selectedExamples(runnable)
        let compiledSet = HarnessSetup.compiledSet(runnable)
        let setup = try HarnessSetup(options: options)
        var cache = setup.resultCache

        var outcomes: [String: (ExampleOutcome, Bool)] = [:]
        for example in examples {
            if case .skip(let reason) = example.kind {
                outcomes[example.id] = (.skipped(reason: reason), false)
            } else if options.useCache && !streaming, let cached = cache.outcome(for: example) {
                outcomes[example.id] = (cached, true)
            }
        }
        let pending = examples.filter { outcomes[$0.id] == nil }
        if !pending.isEmpty {
            var fresh = try runUncached(pending, compiledSet: compiledSet, setup: setup, streaming: streaming, progress: progress)
            if !options.rules.strictOutput {
                Self.skippingSnippets(&fresh, of: pending, in: runnable, packageModules: setup.package.modules)
            }
            for (id, outcome) in fresh { outcomes[id] = (outcome, false) }
        }
        // Killed examples are no results: the interrupt ends the process.
        Interruption.haltIfInterrupted()

        let judge = VerdictJudge()
        var verdicts: [ExampleVerdict] = []
        for example in examples {
            guard let (outcome, fromCache) = outcomes[example.id] else { continue }
            let verdict = judge.verdict(for: example, outcome: outcome, fromCache: fromCache)
            verdicts.append(verdict)
            if !fromCache && verdict.status == .passed && Self.isCacheable(outcome) { cache.store(outcome, for: example) }
        }
        if verdicts.contains(where: { !$0.fromCache }) { try cache.save() }
        try MarbleTimelines.write(verdicts, to: options.workDirectory)
        var report = VerificationReport(
            chapters: chapters, verdicts: verdicts, grammarErrors: grammarErrors, duration: Date().timeIntervalSince(start))
        report.lenient = !options.rules.strictOutput
        if report.passed + report.failed == 0 { report.nothingVerified = whyNothingWasVerified(documentation, selected: examples) }
        return report
    }

    /// The chapters with each example whose `skip-if` condition holds here
    /// made a skipped example, its reason naming the condition and the
    /// platform (`skip-if=os(Linux) holds here (Linux)`): it is neither
    /// compiled nor run. Asks for the toolchain's version only when a
    /// condition needs it.
    static func applyingSkipConditions(_ chapters: [Chapter], platform given: Platform? = nil) -> [Chapter] {
        let conditions = chapters.flatMap(\.examples).flatMap(\.skipConditions)
        guard !conditions.isEmpty else { return chapters }
        let platform = given ?? Platform.current(askingSwiftVersion: conditions.contains(where: \.needsSwiftVersion))
        return chapters.map { chapter in
            var chapter = chapter
            chapter.examples = chapter.examples.map { example in
                guard let condition = example.skipConditions.first(where: { $0.holds(on: platform) }) else { return example }
                var skipped = example
                skipped.kind = .skip(reason: "skip-if=\(condition) holds here (\(platform.description))")
                return skipped
            }
            return chapter
        }
    }

    /// Turns each plain example that fails only on names nothing declares
    /// into a skipped snippet, and each that fails only on imports of
    /// modules nothing provides into a skipped one (see ``SnippetNames``).
    static func skippingSnippets(
        _ outcomes: inout [String: ExampleOutcome], of examples: [Example], in chapters: [Chapter], packageModules: [String] = []
    ) {
        var declared: [String: Set<String>] = [:]
        for example in examples where example.kind == .run || example.kind == .noRun {
            guard case .doesNotCompile(let messages)? = outcomes[example.id] else { continue }
            if let modules = SnippetNames.missingModules(in: messages),
                let reason = SnippetNames.skipReason(missingModules: modules, known: packageModules)
            {
                outcomes[example.id] = .skipped(reason: reason)
                continue
            }
            guard let names = SnippetNames.undeclared(in: messages) else { continue }
            let path = example.location.path
            if declared[path] == nil {
                let page = chapters.first { $0.path == path }?.examples ?? []
                declared[path] = PageContext.declaredNames(of: page)
            }
            if let reason = SnippetNames.skipReason(undeclared: names, declared: declared[path] ?? []) {
                outcomes[example.id] = .skipped(reason: reason)
            }
        }
    }

    /// Says why a run with no passed and no failed example verified nothing.
    private func whyNothingWasVerified(_ documentation: Documentation, selected: [Example]) -> String {
        let chapters = documentation.verifiableChapters
        let files = documentation.chapters
        if files.isEmpty { return "no markdown chapter (.md) in \(documentation.paths.joined(separator: ", "))" }
        if let number = options.exampleNumber,
            let example = chapters.lazy.compactMap({ $0.examples.first { $0.number == number } }).first
        {
            if example.kind == .setup {
                return
                    "example \(number) (\(example.location)) is a setup block, compiled into the examples below it and not run on its own; choose one of those"
            }
        }
        if let filter = options.filter, selected.isEmpty {
            return "--filter '\(filter)' matches no example of \(files.count) chapter\(files.count == 1 ? "" : "s")"
        }
        if selected.isEmpty { return "the chapters hold no example" }
        return "every selected example is skipped"
    }

    private func selectedExamples(_ chapters: [Chapter]) throws(PlaybookError) -> [Example] {
        var selected: [Example] = []
        for chapter in chapters where isSelected(chapter) {
            var examples = chapter.examples.filter { $0.kind != .setup }
            if let number = options.exampleNumber {
                guard let example = chapter.examples.first(where: { $0.number == number }) else {
                    throw .exampleNotFound(path: chapter.path, number: number, count: chapter.examples.count)
                }
                examples = example.kind == .setup ? [] : [example]
            }
            if let filter = options.filter { examples = examples.filter { $0.name.contains(filter) } }
            selected += examples
        }
        return selected
    }

    /// Whether the chapter is among `options.chapters` (every chapter when nil).
    private func isSelected(_ chapter: Chapter) -> Bool {
        options.chapters?.contains { $0.isSamePath(as: chapter.path) } ?? true
    }

    /// Why a marble example of `package` cannot be built.
    static func marblesUnavailable(_ package: DocumentedPackage) -> String {
        let needed = HarnessRuntimePackage.marbleSupportDependencies.joined(separator: " and ")
        return
            "marble examples are built with \(needed) (RxSwift's API and RxTest's TestScheduler, what playbook's marble helpers are written against), and \(package.name) provides neither as a product of its own nor as a product one of its targets takes from a dependency; make this a plain swift example, or add RxSwift's RxTest product to one of \(package.name)'s targets (a test target will do)"
    }

    private static func isCacheable(_ outcome: ExampleOutcome) -> Bool {
        switch outcome {
        case .ran(let result): return result.succeeded
        case .compiled, .compileFailChecked(.failedAsExpected): return true
        default: return false
        }
    }

    private func runUncached(
        _ pending: [Example], compiledSet: [Example], setup: HarnessSetup, streaming: Bool,
        progress: @escaping @Sendable (VerificationProgress) -> Void
    ) throws(PlaybookError) -> [String: ExampleOutcome] {
        let libraries = setup.libraries(for: compiledSet)
        let capabilities = try libraries.ensureBuilt(starting: { progress(.buildingLibraries) })
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
        var build = HarnessProgram.Build(symbols: [:], broken: [:])
        if pending.contains(where: \.isCompiledIntoHarness) {
            progress(.building(examples: compiledSet.count))
            build = try harness.build(compiledSet)
        }
        let broken = build.broken
        for (id, messages) in broken { outcomes[id] = .doesNotCompile(messages: messages) }

        let toRun = pending.filter { $0.isRun && broken[$0.id] == nil }
        for example in pending where example.kind == .noRun && broken[example.id] == nil { outcomes[example.id] = .compiled }
        let runner = setup.runner(harness, symbols: build.symbols)
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
            let done = Atomic<Int>(0)
            let total = toRun.count
            if total > 0 { progress(.running(examples: total)) }
            let results = try runner.run(toRun) { example, _ in
                progress(.ran(example, done: done.add(1, ordering: .relaxed).newValue, total: total))
            }
            for (example, result) in zip(toRun, results) { outcomes[example.id] = .ran(result) }
        }

        let manifests = pending.filter { $0.kind == .manifest }
        if !manifests.isEmpty {
            let checker = ManifestChecker(workDirectory: options.workDirectory.appending(path: "manifests"))
            let checked = try WorkerPool(jobs: options.jobs).map(manifests) { example throws(PlaybookError) in try checker.check(example) }
            for (example, outcome) in zip(manifests, checked) { outcomes[example.id] = outcome }
        }

        let compileFailures = pending.filter { if case .compileFail = $0.kind { return true } else { return false } }
        if !compileFailures.isEmpty {
            progress(.checkingCompileFailures(examples: compileFailures.count))
            let checker = CompileFailChecker(
                compileArguments: libraries.compileArguments, workDirectory: options.workDirectory.appending(path: "compile-fail"),
                implicitModules: libraries.implicitModules)
            let checked = try WorkerPool(jobs: options.jobs).map(compileFailures) { example throws(PlaybookError) in
                try checker.check(example)
            }
            for (example, outcome) in zip(compileFailures, checked) { outcomes[example.id] = .compileFailChecked(outcome) }
        }
        return outcomes
    }
}
