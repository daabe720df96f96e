import Foundation

/// The recorded timelines of marble examples, read from what each example
/// wrote on stderr (a ``MarbleTimeline/line``, see `MarbleHarness`), keyed by
/// example id. Each is the JSON text of a ``MarbleTimeline``.
public enum MarbleTimelines {
    /// File name of the collected timelines beside the result cache.
    public static let fileName = "timelines.json"

    /// The JSON text of each marble example's timeline that ran (or was cached) in these verdicts.
    public static func json(in verdicts: [ExampleVerdict]) -> [String: String] {
        var found: [String: String] = [:]
        for verdict in verdicts where verdict.example.kind == .marble {
            guard case .ran(let result) = verdict.outcome else { continue }
            for line in result.stderr.split(separator: "\n") {
                if let json = MarbleTimeline.json(inLine: line) { found[verdict.example.id] = String(json) }
            }
        }
        return found
    }

    /// The timelines decoded as `Timeline` (the site's `MarbleTimeline`).
    public static func decode<Timeline: Decodable>(_ verdicts: [ExampleVerdict], as type: Timeline.Type) -> [String: Timeline] {
        json(in: verdicts).compactMapValues { try? JSONDecoder().decode(type, from: Data($0.utf8)) }
    }

    /// Writes `{"example-id": timeline, ...}` to `timelines.json` in `directory`.
    public static func write(_ verdicts: [ExampleVerdict], to directory: URL) throws(PlaybookError) {
        let entries = json(in: verdicts).sorted { $0.key < $1.key }
            .map { "  \(ExampleSource.stringLiteral($0.key)): \($0.value)" }
        let text = entries.isEmpty ? "{}\n" : "{\n" + entries.joined(separator: ",\n") + "\n}\n"
        try GeneratedFiles.write([directory.appending(path: fileName): text])
    }
}
