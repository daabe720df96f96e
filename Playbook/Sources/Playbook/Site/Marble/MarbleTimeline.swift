import PlaybookWire

/// The recorded timeline of a marble example, as the harness protocol
/// defines it (see PlaybookWire's `MarbleTimeline`), under Playbook's name.
public typealias MarbleTimeline = PlaybookWire.MarbleTimeline

extension MarbleTimeline {
    /// Every time on every line.
    var times: [Int] {
        lines.flatMap { line in line.events.map(\.time) + [line.completion, line.error?.time].compactMap { $0 } }
    }

    /// Where the drawing starts: the earliest event, or the earliest
    /// subscription if that is earlier (results subscribe at 0), unless that
    /// subscription was made before the run began (before both 0 and every event).
    var start: Int {
        let earliest = times.min() ?? 0
        let subscribed = lines.flatMap { $0.subscriptions.flatMap { [$0.subscribed] + ($0.disposed.map { [$0] } ?? []) } }
            .filter { $0 >= min(earliest, 0) }
        return min(earliest, subscribed.min() ?? earliest)
    }
}
