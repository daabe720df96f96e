import Foundation
import PlaybookWire

/// Examples run again, each with a variant handed to the harness in its
/// request (`HarnessRequest.marbleVariant`, which the marble helpers apply),
/// keeping the timeline each run recorded: what a flavour's "what if" moves
/// are made of (see ``SiteFlavour``). Each run is a forked child of the
/// harness server, as any example's. A run that fails (a crash, a timeout, no
/// timeline) gives nothing, and the next build runs it again.
///
/// Results are cached in `what-if.json` in the work folder, keyed on the
/// example's result-cache key (library, toolchain, code...) and the variant;
/// the file keeps the variants of the last build only.
public struct VariantRuns: Sendable {
    public let options: VerificationOptions

    public init(options: VerificationOptions) {
        self.options = options
    }

    /// File name of the cache beside the result cache.
    public static let cacheFileName = "what-if.json"

    /// The timeline of each run, by example id and variant.
    /// - Parameter starting: called with the number of runs to make, before they run (none when all are cached).
    public func run(
        _ documentation: Documentation, jobs: [(Example, MarbleVariant)], starting: (Int) -> Void = { _ in }
    ) throws(PlaybookError) -> [String: [String: MarbleTimeline]] {
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
            guard let runner = try self.runner(documentation, running: pending.map(\.0), setup: setup) else { return [:] }
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

    /// A runner of the harness as verification built it (with these
    /// examples compiled if they were not), or nil when the package cannot
    /// build marble examples.
    private func runner(_ documentation: Documentation, running examples: [Example], setup: HarnessSetup) throws(PlaybookError)
        -> ExampleRunner?
    {
        let libraries = setup.libraries()
        guard try libraries.ensureBuilt(starting: {}).marbles else { return nil }
        let harness = setup.harness(libraries)
        let chapters = HarnessSetup.compiledSet(
            Verification.applyingSkipConditions(documentation.verifiableChapters, platform: options.platform))
        let build = try harness.build(harness.linkedSet(running: examples, of: chapters))
        return setup.runner(harness, symbols: build.symbols)
    }
}
