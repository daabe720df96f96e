import Foundation

/// Outcomes of earlier runs, content-addressed: each is filed under a key
/// that hashes everything that could change it (the example's kind and
/// code, its setup, the library sources, the toolchain, the timeout, the
/// limits, the output cap, the grace period and `no-compare`), and nothing
/// else: no path of a work folder or checkout, no modification time. The
/// folder can therefore live anywhere (`--cache-path`, `PLAYBOOK_CACHE_PATH`),
/// be carried by a CI cache step to another runner, and be shared by runs
/// of other work folders or checkouts: the same inputs find the same entry,
/// any changed input a different one.
///
/// Each entry is a file of its own, `results/ab/abcdef….json`, written to a
/// temporary file beside it and renamed into place, so runs that write at
/// once (shards on one machine) never corrupt it: a reader sees no entry
/// or a whole one, and two writers of one key write the same result.
///
/// The matcher (and its placeholders) is applied afresh every time, and
/// `skip-if` is decided before the cache is asked, each run; so editing an
/// expected block never needs a re-run. Only outcomes that are deterministic
/// and clean are stored (a run that exited 0 and passed, a no-run that
/// compiled, a compile-fail that failed as expected).
struct ResultCache: Sendable {
    /// Bump when an entry's format or the meaning of a key changes.
    static let formatVersion = "2"

    let directory: URL
    let inputs: BuildInputs
    let settings: Settings
    /// Outcomes stored by this run, written by ``save()``.
    private(set) var pending: [String: ExampleOutcome] = [:]

    /// The run's values an outcome depends on, besides the example's own.
    struct Settings: Sendable, Hashable {
        var defaultTimeout: Double = 10
        var outputLimit: Int = 1 << 20
        var grace: Double = 2
        var limits = ResourceLimits()
    }

    init(directory: URL, inputs: BuildInputs, settings: Settings = Settings()) {
        self.directory = directory
        self.inputs = inputs
        self.settings = settings
    }

    func key(for example: Example) -> String {
        var hasher = SHA256()
        hasher.update(field: Self.formatVersion)
        hasher.update(field: inputs.libraryHash)
        hasher.update(field: inputs.toolchain)
        hasher.update(field: String(describing: example.kind))
        hasher.update(field: example.code)
        // What the example runs as is generated from its code: a new generator re-runs it.
        hasher.update(field: ExampleSource.generatorVersion)
        hasher.update(field: "\(example.timeout ?? settings.defaultTimeout)")
        let limits = settings.limits.overridden(by: example.limits)
        hasher.update(field: ResourceLimits.Kind.allCases.map { "\($0.rawValue)=\(limits[$0])" }.joined(separator: " "))
        hasher.update(field: "output \(settings.outputLimit) grace \(settings.grace)")
        for block in example.setup { hasher.update(field: block.code) }
        // A no-compare example's output is not reproducible: it must not
        // stand for the output of the same code compared after the attribute
        // is removed, so the two are cached apart.
        if !example.comparesOutput { hasher.update(field: "no-compare") }
        return hasher.hexDigest()
    }

    /// The file of the entry with this key.
    func entry(_ key: String) -> URL {
        directory.appending(path: "results/\(key.prefix(2))/\(key).json")
    }

    func outcome(for example: Example) -> ExampleOutcome? {
        let key = key(for: example)
        if let stored = pending[key] { return stored }
        guard let data = try? Data(contentsOf: entry(key)) else { return nil }
        return try? JSONDecoder().decode(ExampleOutcome.self, from: data)
    }

    mutating func store(_ outcome: ExampleOutcome, for example: Example) {
        pending[key(for: example)] = outcome
    }

    /// Writes each stored entry, atomically.
    func save() throws(PlaybookError) {
        let entries = pending.sorted(by: { $0.key < $1.key }).map { (file: entry($0.key), outcome: $0.value) }
        // A few at a time on several threads (each file is a create and a
        // rename: the disk, not the CPU, is waited on). An interrupted run
        // writes nothing more; an interrupt waits for the few in progress.
        for start in stride(from: 0, to: entries.count, by: Self.writtenAtOnce) {
            let chunk = Array(entries[start..<min(start + Self.writtenAtOnce, entries.count)])
            let written = try Interruption.withCacheWrite { () throws(PlaybookError) in
                try WorkerPool(jobs: 4).map(chunk) { entry throws(PlaybookError) in
                    let data: Data
                    do { data = try JSONEncoder().encode(entry.outcome) } catch {
                        throw .unwritableFile(path: entry.file.path, reason: error.localizedDescription)
                    }
                    try GeneratedFiles.writeAtomically(String(decoding: data, as: UTF8.self), to: entry.file)
                }
            }
            if written == nil { return }
        }
    }

    /// Entries written between two chances for an interrupt to stop the writes.
    private static let writtenAtOnce = 32
}
