/// The events of a marble string as RxTest's `Recorded` events, written as
/// Swift source: `"--1--|"` becomes `.next(20, 1)` and `.completed(50)`.
///
/// It reads the grammar of RxTesting's `Marble` (the marble examples'
/// strings): a character is one frame of 10 ticks, `-` an empty frame, a
/// group `(ab)` one frame, `|` completion, `#` an error, `^` a hot
/// observable's frame 0, spaces ignored. `MarbleEventsTests` holds it to
/// RxTesting's reading of the same strings.
struct MarbleEvents: Equatable {
    enum Kind: Equatable {
        case value(Character)
        case completed
        case error
    }

    struct Event: Equatable {
        var kind: Kind
        /// Ticks from frame 0 (negative before a hot observable's `^`).
        var time: Int
    }

    static let ticksPerFrame = 10

    var events: [Event]

    /// nil for a string RxTesting would refuse (an unclosed group, an event
    /// after the end, a second `^`...); the example itself then fails its run.
    init?(_ marbles: String) {
        var events: [Event] = []
        var frame = 0
        var group: (frame: Int, count: Int)?
        var caret: Int?
        var ended = false
        for character in marbles where character != " " {
            let at = group?.frame ?? frame
            switch character {
            case "\n", "\r", "\t": return nil
            case "-":
                guard group == nil else { return nil }
                frame += 1
                continue
            case "(":
                guard group == nil else { return nil }
                group = (frame, 0)
                continue
            case ")":
                guard let open = group, open.count > 0 else { return nil }
                group = nil
                frame += 1
                continue
            case "^":
                guard caret == nil else { return nil }
                caret = at
            default:
                guard !ended else { return nil }
                switch character {
                case "|": events.append(Event(kind: .completed, time: at)); ended = true
                case "#": events.append(Event(kind: .error, time: at)); ended = true
                default: events.append(Event(kind: .value(character), time: at))
                }
            }
            if group != nil { group!.count += 1 } else { frame += 1 }
        }
        guard group == nil else { return nil }
        let origin = caret ?? 0
        self.events = events.map { Event(kind: $0.kind, time: ($0.time - origin) * Self.ticksPerFrame) }
    }
}
