import PlaybookWire

/// The colour of every value of a diagram, by identity, as rxmarbles colours
/// its marbles: each value of an input gets a colour of its own (in the order
/// of the inputs and their values, ``paletteSize`` colours in turn), and
/// everything that came from it takes its colour: a result's value the
/// colour of the input value the run was delivering when the result got it
/// (its recorded cause, followed through results and inner observables), an
/// inner observable's values the colour of the value that made the operator
/// subscribe to it (flatMap's `a` colours `a1` and `a2`). A result's value
/// sent by a timer has no recorded cause (delay, debounce): it takes the
/// colour of the one input value that printed alike, if exactly one did, and
/// is neutral otherwise.
///
/// Nothing depends on labels or on times: two values that print alike keep
/// their own colours. A "what if" move changes times only, so its state
/// keeps every colour of the example as written (``AsWritten``): each lane is
/// the kind of lane (input, inner, result) the run as written made it, even
/// when the move leaves it subscribed differently (switchLatest's lane never
/// chosen, concatMap's inner subscribed because of a value rather than when
/// the one before ended), and each input value keeps its colour.
struct MarbleColours: Sendable {
    /// Colours of the palette (`v0` to `v7` in playbook.css).
    static let paletteSize = 8
    /// The neutral colour's class suffix (`vn`).
    static let neutral = "n"

    enum Kind: Sendable, Equatable {
        /// Values of their own: each takes a colour of the palette.
        case input
        /// An observable subscribed to because of a value: its values take that value's colour.
        case inner
        /// What the example printed: each value takes the colour of its cause.
        case result
    }

    /// A lane across states: its name, and for a cold observable's lanes
    /// (one a subscription, named `cold #2`) the number, a lone one being 1.
    struct LaneKey: Hashable, Sendable {
        var name: String
        var number: Int

        init(_ line: MarbleTimeline.Line) {
            let parts = line.name.split(separator: " #", omittingEmptySubsequences: false)
            if parts.count > 1, let last = parts.last, let number = Int(last) {
                name = parts.dropLast().joined(separator: " #")
                self.number = number
            } else {
                name = line.name
                number = 1
            }
        }
    }

    /// What the example as written decides for each of its "what if" states:
    /// every lane's kind, and the colours of its values.
    struct AsWritten: Sendable {
        var kinds: [LaneKey: Kind] = [:]
        var colours: [LaneKey: [Int?]] = [:]
        /// How many input values took a colour of the palette.
        var inputValues = 0
    }

    /// The colour of each line's values, by line and value index; nil is neutral.
    let colours: [[Int?]]
    /// This timeline's kinds and colours, for its "what if" states.
    let asWritten: AsWritten

    /// The colours of a timeline; of a "what if" state's, given the example as written's.
    init(_ timeline: MarbleTimeline, asWritten written: AsWritten? = nil) {
        let lines = timeline.lines
        let keys = lines.map(LaneKey.init)
        let kinds: [Kind] = lines.indices.map { index in
            if lines[index].isResult { return .result }
            return written?.kinds[keys[index]] ?? (Self.isInput(lines[index]) ? .input : .inner)
        }
        var assigned: [[Int?]] = lines.map { Array(repeating: nil, count: $0.events.count) }
        var next = written?.inputValues ?? 0
        // Inputs, in order: each of their values a colour of its own (the one it has as written, if it has one).
        for index in lines.indices where kinds[index] == .input {
            let before = written?.colours[keys[index]] ?? []
            for event in lines[index].events.indices {
                if before.indices.contains(event), let colour = before[event] {
                    assigned[index][event] = colour
                } else {
                    assigned[index][event] = next % Self.paletteSize
                    next += 1
                }
            }
        }
        // Labels of input values that only one input value has.
        var byLabel: [String: Int?] = [:]
        for (index, line) in lines.enumerated() where kinds[index] == .input {
            for (event, value) in line.events.enumerated() {
                byLabel[value.label] = byLabel[value.label] == nil ? assigned[index][event] : .some(nil)
            }
        }
        var memo: [Int: [Int: Int?]] = [:]
        func colour(_ line: Int, _ event: Int, depth: Int) -> Int? {
            guard depth < 32, lines.indices.contains(line), lines[line].events.indices.contains(event) else { return nil }
            if kinds[line] == .input { return assigned[line][event] }
            if let known = memo[line]?[event] { return known }
            let found: Int?
            if kinds[line] == .result, let cause = lines[line].events[event].cause {
                found = cause.event.flatMap { colour(cause.line, $0, depth: depth + 1) }
            } else if kinds[line] == .result {
                found = byLabel[lines[line].events[event].label] ?? nil
            } else if let cause = Self.laneCause(lines[line], at: lines[line].events[event].time) {
                found = cause.event.flatMap { colour(cause.line, $0, depth: depth + 1) }
            } else {
                // Not subscribed to because of a value in this state: the colour its values have as written.
                found = written?.colours[keys[line]]?.first ?? nil
            }
            memo[line, default: [:]][event] = found
            return found
        }
        let colours = lines.indices.map { line in lines[line].events.indices.map { colour(line, $0, depth: 0) } }
        self.colours = colours
        var mine = written ?? AsWritten()
        if written == nil {
            for index in lines.indices where mine.kinds[keys[index]] == nil {
                mine.kinds[keys[index]] = kinds[index]
                mine.colours[keys[index]] = colours[index]
            }
            mine.inputValues = next
        }
        asWritten = mine
    }

    /// The class suffix of a value's colour: `0` to `7`, or `n`.
    func suffix(line: Int, event: Int) -> String {
        guard colours.indices.contains(line), colours[line].indices.contains(event), let colour = colours[line][event] else {
            return Self.neutral
        }
        return String(colour)
    }

    /// The value that made the operator subscribe to a line for what it sent at
    /// `time`: that of the latest subscription begun by then (a lane chosen,
    /// left and chosen again, as switchLatest's, has one subscription a choice).
    static func laneCause(_ line: MarbleTimeline.Line, at time: Int) -> MarbleTimeline.Reference? {
        let caused = line.subscriptions.filter { $0.cause?.event != nil }
        return (caused.last { $0.subscribed <= time } ?? caused.first)?.cause
    }

    /// An input, as a run by itself shows it: not a result, and never
    /// subscribed to because of a value (a line subscribed to when another
    /// ended, as concat and retry do, is one). A "what if" state takes the
    /// kind from the example as written instead (``AsWritten``).
    static func isInput(_ line: MarbleTimeline.Line) -> Bool {
        !line.isResult && !line.subscriptions.contains { $0.cause?.event != nil }
    }
}
