import PlaybookWire

/// The recorded timeline of a marble example, as the harness protocol
/// defines it (see PlaybookWire's `MarbleTimeline`), under Playbook's name.
public typealias MarbleTimeline = PlaybookWire.MarbleTimeline

extension MarbleTimeline {
    /// Every time on every line.
    var times: [Int] {
        lines.flatMap { line in line.events.map(\.time) + [line.completion, line.error?.time].compactMap { $0 } }
    }
}
