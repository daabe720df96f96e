import Foundation

/// How long each example took when it last ran, by its stable name
/// (``ShardPlan/name(of:)``): what balances shards and orders a run
/// (longest first). Kept in the cache folder as `timings.json`, so a CI
/// cache step carries it with the results; also read from a JSON report
/// (`--timings FILE`), whose entries say how long each example ran.
///
/// Only an unsharded run and `playbook merge` write it: every shard of a
/// split reads the same file and so computes the same split, whatever the
/// others wrote into the cache meanwhile.
public struct Timings: Sendable, Equatable {
    /// Wall-clock seconds each example ran, by stable name.
    public var seconds: [String: Double]

    public init(_ seconds: [String: Double] = [:]) { self.seconds = seconds }

    public static let fileName = "timings.json"

    private struct File: Codable {
        var version = 1
        var seconds: [String: Double]
    }

    /// The timings recorded in a cache folder; empty when there are none.
    public static func load(cache directory: URL) -> Timings {
        guard let data = try? Data(contentsOf: directory.appending(path: fileName)),
            let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1
        else { return Timings() }
        return Timings(file.seconds)
    }

    /// The durations of a JSON report's examples (those that ran).
    public static func load(report file: URL) throws(PlaybookError) -> Timings {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw .unreadableFile(path: file.path, reason: error.localizedDescription)
        }
        return try ReportDocument.decode(data, from: file.path).timings
    }

    /// Writes these timings over the cache folder's, keeping those of
    /// examples they do not name (a filtered run times only some).
    public func record(in directory: URL) throws(PlaybookError) {
        let file = directory.appending(path: Self.fileName)
        var all = Self.load(cache: directory).seconds
        all.merge(seconds) { _, new in new }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(File(seconds: all)) } catch {
            throw .unwritableFile(path: file.path, reason: error.localizedDescription)
        }
        _ = try Interruption.withCacheWrite { () throws(PlaybookError) in
            try GeneratedFiles.writeAtomically(String(decoding: data, as: UTF8.self), to: file)
        }
    }

    public subscript(name: String) -> Double? { seconds[name] }
}
