import Foundation
import PlaybookWire

/// The "what if" states of the marble examples on the operator pages
/// (Playgrounds/): for each passed marble example, each move of one value of
/// one of its inputs to another free frame of its lane (``MarbleVariant/all(_:input:)``:
/// every value alone, every free frame between its neighbours, so a string of
/// n frames gives fewer than n moves), run by the real library in the harness
/// like any example (a forked child of the harness server, with the move in
/// its request), and the timeline each run recorded. A move whose run fails
/// (a crash, a timeout, no timeline) has no state: the page does not offer
/// it, and the next build runs it again.
///
/// Results are cached in `what-if.json` in the work folder, keyed on the
/// example's result-cache key (library, toolchain, code...) and the move;
/// the file keeps the moves of the last build only.
struct MarbleWhatIf: Sendable {
    let options: VerificationOptions

    /// File name of the cache beside the result cache.
    static let cacheFileName = "what-if.json"

    /// Whether an example gets "what if" states: a marble example of an operator page (a chapter in a Playgrounds folder).
    static func offers(_ example: Example) -> Bool {
        example.kind == .marble
            && URL(fileURLWithPath: example.location.path).deletingLastPathComponent().lastPathComponent == "Playgrounds"
    }

    /// The moves of a timeline: every move of every input that has one line and a marble string as written.
    static func variants(of timeline: MarbleTimeline) -> [MarbleVariant] {
        timeline.lines.flatMap { line -> [MarbleVariant] in
            guard let input = line.input, let source = line.source else { return [] }
            return MarbleVariant.all(source, input: input)
        }
    }

    /// The timeline of each move that ran, by example id and move (`input.value.frame`).
    /// - Parameter starting: called with the number of moves to run, before they run (none when all are cached).
    func run(
        _ documentation: Documentation, timelines: [String: MarbleTimeline], verdicts: [ExampleVerdict],
        starting: (Int) -> Void = { _ in }
    ) throws(PlaybookError) -> [String: [String: MarbleTimeline]] {
        let jobs = verdicts.filter { $0.status == .passed && Self.offers($0.example) }.flatMap { verdict in
            timelines[verdict.example.id].map { Self.variants(of: $0).map { (verdict.example, $0) } } ?? []
        }
        guard !jobs.isEmpty else { return [:] }
        let lock = try WorkFolderLock(folder: options.workDirectory, waiting: options.waitingForWorkFolder)
        defer { withExtendedLifetime(lock) {} }
        let setup = try HarnessSetup(options: options)
        let keys = setup.resultCache
        let cacheFile = options.workDirectory.appending(path: Self.cacheFileName)
        var cache = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: cacheFile))) ?? [:]
        var exampleKeys: [String: String] = [:]
        for (example, _) in jobs where exampleKeys[example.id] == nil { exampleKeys[example.id] = keys.key(for: example) }
        func key(_ example: Example, _ variant: MarbleVariant) -> String {
            exampleKeys[example.id, default: ""] + " " + variant.description
        }

        let pending = jobs.filter { options.useCache ? cache[key($0.0, $0.1)] == nil : true }
        if !pending.isEmpty {
            starting(pending.count)
            guard let runner = try self.runner(documentation, setup: setup) else { return [:] }
            let recorded = try WorkerPool(jobs: options.jobs).map(pending) { job throws(PlaybookError) -> String? in
                let result: ProcessResult
                do { result = try runner.run(job.0, marbleVariant: job.1.description) } catch {
                    Interruption.haltIfInterrupted()
                    throw .toolFailed(command: "harness --serve (example \(job.0.id), what if \(job.1))", output: "\(error)")
                }
                guard result.succeeded else { return nil }
                return result.stderr.split(separator: "\n").lazy.compactMap { MarbleTimeline.json(inLine: $0) }.first.map(String.init)
            }
            Interruption.haltIfInterrupted()
            // A failed run is not kept: the next build tries that move again.
            for (job, json) in zip(pending, recorded) { cache[key(job.0, job.1)] = json }
        }
        // The file keeps the moves of this build only, so it does not grow with every edit.
        let current = Set(jobs.map { key($0.0, $0.1) })
        if !pending.isEmpty || cache.keys.contains(where: { !current.contains($0) }) {
            cache = cache.filter { current.contains($0.key) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            if let data = try? encoder.encode(cache) {
                try GeneratedFiles.write([cacheFile: String(decoding: data, as: UTF8.self)])
            }
        }
        var states: [String: [String: MarbleTimeline]] = [:]
        for (example, variant) in jobs {
            guard let json = cache[key(example, variant)], let timeline = MarbleTimeline(json: json) else { continue }
            states[example.id, default: [:]][variant.description] = timeline
        }
        return states
    }

    /// A runner of the harness as verification built it (rebuilt if it is not
    /// up to date), or nil when the package cannot build marble examples.
    private func runner(_ documentation: Documentation, setup: HarnessSetup) throws(PlaybookError) -> ExampleRunner? {
        let libraries = setup.libraries()
        guard try libraries.ensureBuilt(starting: {}).marbles else { return nil }
        let harness = setup.harness(libraries)
        let build = try harness.build(
            HarnessSetup.compiledSet(Verification.applyingSkipConditions(documentation.verifiableChapters, platform: options.platform)))
        return setup.runner(harness, symbols: build.symbols)
    }
}
