import Foundation

/// Outcomes of earlier runs, keyed on everything that could change them:
/// the example's kind and code, its setup, the library sources, the
/// toolchain, the timeout, the limits and `no-compare`. The matcher (and its
/// placeholders) is applied afresh every time, and `skip-if` is decided before
/// the cache is asked, each run; so editing an expected block never needs
/// a re-run. Only outcomes that are
/// deterministic and clean are stored (a run that exited 0 and passed,
/// a no-run that compiled, a compile-fail that failed as expected).
struct ResultCache: Sendable {
    let file: URL
    let inputs: BuildInputs
    private(set) var entries: [String: ExampleOutcome] = [:]

    /// Loads the cache file; a missing or unreadable file is an empty cache
    /// (it is only an optimisation, and is rewritten at the end of the run).
    init(file: URL, inputs: BuildInputs) {
        self.file = file
        self.inputs = inputs
        if let data = try? Data(contentsOf: file),
            let decoded = try? JSONDecoder().decode([String: ExampleOutcome].self, from: data)
        {
            entries = decoded
        }
    }

    func key(for example: Example) -> String {
        var hasher = SHA256()
        hasher.update(field: inputs.libraryHash)
        hasher.update(field: inputs.toolchain)
        hasher.update(field: String(describing: example.kind))
        hasher.update(field: example.code)
        // What the example runs as is generated from its code: a new generator re-runs it.
        hasher.update(field: ExampleSource.generatorVersion)
        hasher.update(field: example.timeout.map { "\($0)" } ?? "default")
        if !example.limits.isEmpty {
            hasher.update(
                field: example.limits.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }.joined(
                    separator: " "))
        }
        for block in example.setup { hasher.update(field: block.code) }
        // A no-compare example's output is not reproducible: it must not
        // stand for the output of the same code compared after the attribute
        // is removed, so the two are cached apart.
        if !example.comparesOutput { hasher.update(field: "no-compare") }
        return hasher.hexDigest()
    }

    func outcome(for example: Example) -> ExampleOutcome? {
        let key = key(for: example)
        return entries[key]
    }

    mutating func store(_ outcome: ExampleOutcome, for example: Example) {
        let key = key(for: example)
        entries[key] = outcome
    }

    /// Writes every entry, atomically.
    func save() throws(PlaybookError) {
        let data: Data
        do { data = try JSONEncoder().encode(entries) } catch {
            throw .unwritableFile(path: file.path, reason: error.localizedDescription)
        }
        // An interrupted run writes nothing; an interrupt waits for a write in progress.
        _ = try Interruption.withCacheWrite { () throws(PlaybookError) in
            try GeneratedFiles.writeAtomically(String(decoding: data, as: UTF8.self), to: file)
        }
    }
}
