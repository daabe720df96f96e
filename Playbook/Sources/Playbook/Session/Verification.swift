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
        let lock = try WorkFolderLock(folder: options.workDirectory, shard: options.shard?.index, waiting: options.waitingForWorkFolder)
        defer { withExtendedLifetime(lock) {} }
        let chapters = documentation.chapters
        var grammarErrors = chapters.filter(isSelected).flatMap(\.diagnostics)
        let runnable = Self.applyingSkipConditions(documentation.verifiableChapters, platform: options.platform)
        let selected = try selectedExamples(runnable)
        var examples = selected
        let timings = options.timings ?? Timings.load(cache: options.resolvedCacheDirectory)
        var part: ShardPart?
        if let shard = options.shard {
            (examples, grammarErrors, part) = ShardPlan.part(
                shard, chapters: chapters.filter(isSelected), examples: selected, errors: grammarErrors, timings: timings)
        }
        // What a harness may link: a shard its own examples, a whole run every chapter's (see HarnessSetup.compiledSet).
        let compiledSet = options.shard == nil ? HarnessSetup.compiledSet(runnable) : examples.filter(\.isCompiledIntoHarness)
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
        let uncached = examples.filter { outcomes[$0.id] == nil }
        // Streamed output comes in document order; otherwise the longest start first.
        let pending = streaming ? uncached : Self.longestFirst(uncached, timings: timings)
        if !pending.isEmpty {
            var fresh = try runUncached(
                pending, compiledSet: compiledSet, setup: setup, timings: timings, streaming: streaming, progress: progress)
            if !options.rules.strictOutput {
                Self.skippingSnippets(&fresh, of: pending, in: runnable, packageModules: setup.package.modules)
            }
            for (id, outcome) in fresh { outcomes[id] = (outcome, false) }
        }
        // Killed examples are no results: the interrupt ends the process.
        Interruption.haltIfInterrupted()

        let judge = VerdictJudge()
        var verdicts: [ExampleVerdict] = []
        var measured: [String: Double] = [:]
        for example in examples {
            guard let (outcome, fromCache) = outcomes[example.id] else { continue }
            let verdict = judge.verdict(for: example, outcome: outcome, fromCache: fromCache)
            verdicts.append(verdict)
            if !fromCache && verdict.status == .passed && Self.isCacheable(outcome) { cache.store(outcome, for: example) }
            if !fromCache, case .ran(let result) = outcome { measured[ShardPlan.name(of: example)] = result.duration }
        }
        if verdicts.contains(where: { !$0.fromCache }) { try cache.save() }
        // Only a whole run records timings: the shards of a split all read the same.
        if options.shard == nil && !measured.isEmpty { try Timings(measured).record(in: options.resolvedCacheDirectory) }
        try MarbleTimelines.write(verdicts, to: options.runDirectory)
        var report = VerificationReport(
            chapters: chapters, verdicts: verdicts, grammarErrors: grammarErrors, duration: Date().timeIntervalSince(start))
        report.lenient = !options.rules.strictOutput
        report.shard = part
        if report.passed + report.failed == 0 { report.nothingVerified = whyNothingWasVerified(documentation, selected: selected) }
        return report
    }

    /// The examples ordered longest first by their recorded durations (an
    /// unknown one as the median known), ties in document order: the long
    /// ones, which mostly wait on timers, start first and run beside the rest.
    static func longestFirst(_ examples: [Example], timings: Timings) -> [Example] {
        let costs = ShardPlan.costs(of: examples, timings: timings)
        return examples.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }.map { examples[$0] }
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
        _ outcomes: inout [String: ExampleOutcome], of examples: [Example], in chapters: [Chapter], packageModules: [String]
    ) {
        var pages: [String: (examples: [Example], items: [PageContext.Item])] = [:]
        for example in examples where example.kind == .run || example.kind == .noRun {
            guard case .doesNotCompile(let messages)? = outcomes[example.id] else { continue }
            if let modules = SnippetNames.missingModules(in: messages),
                let reason = SnippetNames.skipReason(missingModules: modules, known: packageModules)
            {
                outcomes[example.id] = .skipped(reason: reason)
                continue
            }
            let path = example.location.path
            if pages[path] == nil {
                let page = chapters.first { $0.path == path }?.examples ?? []
                pages[path] = (page, PageContext.items(ofPage: page))
            }
            guard let page = pages[path] else { continue }
            if let owner = SnippetNames.builtOn(messages, example: example, page: page.examples) {
                outcomes[example.id] = .skipped(
                    reason:
                        "built on a block that does not compile: every error is in code it takes from \(owner.location), which does not compile (see that block); shown, not run (make that block compile to have it run)"
                )
                continue
            }
            let types = SnippetNames.typeLines(in: example.code, firstLine: example.codeFirstLine)
            guard let names = SnippetNames.undeclared(in: messages, types: types) else { continue }
            // A block misspells only a name it could use: not a variable declared below it.
            let block = page.examples.firstIndex { $0.id == example.id } ?? page.examples.count
            let declared = PageContext.usableNames(by: block, of: page.items)
            if let reason = SnippetNames.skipReason(undeclared: names, declared: declared, types: SnippetNames.typeNames(in: messages)) {
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

    static func isCacheable(_ outcome: ExampleOutcome) -> Bool {
        switch outcome {
        case .ran(let result): return result.succeeded
        case .compiled, .compileFailChecked(.failedAsExpected): return true
        default: return false
        }
    }
}
