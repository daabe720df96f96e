import Foundation

/// Joins the JSON reports of a split run's shards (`playbook test --shard
/// I/N --format json`) into the report of the whole run: its examples and
/// grammar errors in the order a single run gives them, its counts, and so
/// the same text, JUnit, annotations and exit status.
///
/// It refuses what would not be the whole run, exactly once: a report that
/// is not a shard's, shards of different splits or of different sets of
/// examples, a shard given twice or missing, an example or error verified by
/// two shards or by none.
public enum ReportMerge {
    /// A shard's report and the file it came from (for messages).
    public struct Input: Sendable {
        public var file: String
        public var document: ReportDocument

        public init(file: String, document: ReportDocument) {
            self.file = file
            self.document = document
        }
    }

    /// Why the reports do not make one run; in compiler format when one file is at fault.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var file: String?
        public var message: String

        public var description: String {
            file.map { "\(SourceLocation(path: $0, line: 1)): error: \(message)" } ?? "error: \(message)"
        }
    }

    public static func merge(_ inputs: [Input]) throws(Failure) -> ReportDocument {
        guard let first = inputs.first else { throw Failure(message: "no report to merge; name every shard's JSON report") }
        var shards: [(Input, ReportDocument.ShardInfo)] = []
        for input in inputs {
            guard let shard = input.document.shard else {
                throw Failure(
                    file: input.file,
                    message: "not a shard's report (it has no \"shard\" field); write each with playbook test --shard I/N --format json")
            }
            shards.append((input, shard))
        }
        let reference = shards[0].1
        var byIndex: [Int: String] = [:]
        for (input, shard) in shards {
            guard shard.count == reference.count else {
                throw Failure(
                    file: input.file,
                    message:
                        "shard \(shard.index)/\(shard.count) is of a split into \(shard.count), \(first.file) of one into \(reference.count)"
                )
            }
            guard shard.set == reference.set, shard.units == reference.units else {
                throw Failure(
                    file: input.file,
                    message:
                        "shard \(shard.index)/\(shard.count) split another set of examples than \(first.file) (other paths, --filter or documentation); run every shard on the same checkout with the same arguments"
                )
            }
            guard shard.sequence == reference.sequence else {
                throw Failure(
                    file: input.file,
                    message:
                        "shard \(shard.index)/\(shard.count) split the same examples as \(first.file) but read them in another order (the paths in another order); give every shard the same paths"
                )
            }
            if let other = byIndex[shard.index] {
                throw Failure(file: input.file, message: "shard \(shard.index)/\(shard.count) is given twice: \(other) is that shard too")
            }
            byIndex[shard.index] = input.file
        }
        let missing = (1...reference.count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            let given = byIndex.keys.sorted().map { "\($0)/\(reference.count)" }.joined(separator: ", ")
            throw Failure(
                message:
                    "\(missing.map { "shard \($0)/\(reference.count)" }.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing (given: \(given)); merge needs the report of every shard"
            )
        }
        return try join(shards, units: reference.units)
    }

    private static func join(_ shards: [(Input, ReportDocument.ShardInfo)], units: Int) throws(Failure) -> ReportDocument {
        var owner: [Int: (name: String, shard: String)] = [:]
        var examples: [(Int, ReportDocument.Entry)] = []
        var errors: [(Int, ReportDocument.Failure)] = []
        func claim(_ order: Int?, _ name: String, by input: Input, _ shard: ReportDocument.ShardInfo) throws(Failure) -> Int {
            let label = "shard \(shard.index)/\(shard.count) (\(input.file))"
            guard let order, (0..<units).contains(order) else {
                throw Failure(
                    file: input.file, message: "\(name) has no place in the run (no valid \"order\"); the report was edited or is damaged")
            }
            if let earlier = owner[order] {
                throw Failure(
                    file: input.file,
                    message:
                        "\(name) was verified by \(earlier.shard) and by \(label); the shards split the examples differently: give every shard the same timings (the same cache folder, or --timings FILE)"
                )
            }
            owner[order] = (name, label)
            return order
        }
        for (input, shard) in shards {
            for entry in input.document.examples { examples.append((try claim(entry.order, entry.name, by: input, shard), entry)) }
            for error in input.document.errors { errors.append((try claim(error.order, error.location, by: input, shard), error)) }
        }
        if owner.count != units {
            throw Failure(
                message:
                    "\(units - owner.count) of the \(units) examples and errors of the run are in no shard's report; the shards split the examples differently: give every shard the same timings (the same cache folder, or --timings FILE)"
            )
        }
        let documents = shards.map(\.0.document)
        let entries = examples.sorted { $0.0 < $1.0 }.map { order, entry in
            var entry = entry
            entry.order = nil
            return (order, entry)
        }
        let failures = errors.sorted { $0.0 < $1.0 }.map { order, error in
            var error = error
            error.order = nil
            return (order, error)
        }
        // Chapters in the order of their first unit.
        var firstUnit: [PathKey: (Int, String)] = [:]
        for (order, path) in entries.map({ ($0.0, $0.1.path) }) + failures.map({ ($0.0, $0.1.path) }) {
            if let known = firstUnit[PathKey(path)], known.0 <= order { continue }
            firstUnit[PathKey(path)] = (order, path)
        }
        let passed = entries.filter { $0.1.status == ExampleVerdict.Status.passed.rawValue }
        let failed = entries.filter { $0.1.status == ExampleVerdict.Status.failed.rawValue }.count + failures.count
        let skipped = entries.filter { $0.1.status == ExampleVerdict.Status.skipped.rawValue }.count
        return ReportDocument(
            passed: passed.count, failed: failed, skipped: skipped, notCompared: passed.filter { $0.1.compared == false }.count,
            cached: entries.filter(\.1.cached).count, seconds: documents.map(\.seconds).max() ?? 0,
            lenient: documents.contains { $0.lenient == true } ? true : nil,
            nothingVerified: passed.count + failed == 0
                ? documents.lazy.compactMap(\.nothingVerified).first ?? "every selected example is skipped" : nil,
            chapters: firstUnit.values.sorted { $0.0 < $1.0 }.map(\.1), shard: nil, examples: entries.map(\.1), errors: failures.map(\.1))
    }
}
