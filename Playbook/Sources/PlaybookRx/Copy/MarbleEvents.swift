import Playbook
import PlaybookWire

/// The events of a marble string, for writing them as RxTest's `Recorded`
/// events in Swift source: `"--1--|"` becomes `.next(20, 1)` and
/// `.completed(50)`. The string is read by `MarbleGrammar`, the one
/// definition of the grammar the marble helpers read it with.
struct MarbleEvents: Equatable {
    typealias Kind = MarbleGrammar.Token.Kind

    struct Event: Equatable {
        var kind: Kind
        /// Ticks from frame 0 (negative before a hot observable's `^`).
        var time: Int
    }

    static let ticksPerFrame = MarbleGrammar.ticksPerFrame

    var events: [Event]

    /// nil for a string the grammar refuses (an unclosed group, an event
    /// after the end, a second `^`...); the example itself then fails its run.
    init?(_ marbles: String) {
        guard let tokens = try? MarbleGrammar.scan(marbles) else { return nil }
        events = tokens.map { Event(kind: $0.kind, time: $0.time) }
    }
}
