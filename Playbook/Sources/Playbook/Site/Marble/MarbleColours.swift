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
/// their own colours, and a "what if" move, which changes times only, keeps
/// every colour where it was.
struct MarbleColours: Sendable {
    /// Colours of the palette (`v0` to `v7` in playbook.css).
    static let paletteSize = 8
    /// The neutral colour's class suffix (`vn`).
    static let neutral = "n"

    /// The colour of each line's values, by line and value index; nil is neutral.
    let colours: [[Int?]]

    init(_ timeline: MarbleTimeline) {
        let lines = timeline.lines
        var assigned: [[Int?]] = lines.map { Array(repeating: nil, count: $0.events.count) }
        var next = 0
        // Inputs, in order: each of their values a colour of its own.
        for (index, line) in lines.enumerated() where Self.isInput(line) {
            for event in line.events.indices {
                assigned[index][event] = next % Self.paletteSize
                next += 1
            }
        }
        // Labels of input values that only one input value has.
        var byLabel: [String: Int?] = [:]
        for (index, line) in lines.enumerated() where Self.isInput(line) {
            for (event, value) in line.events.enumerated() {
                byLabel[value.label] = byLabel[value.label] == nil ? assigned[index][event] : .some(nil)
            }
        }
        var memo: [Int: [Int: Int?]] = [:]
        func colour(_ line: Int, _ event: Int, depth: Int) -> Int? {
            guard depth < 32, lines.indices.contains(line), lines[line].events.indices.contains(event) else { return nil }
            if Self.isInput(lines[line]) { return assigned[line][event] }
            if let known = memo[line]?[event] { return known }
            let found: Int?
            if lines[line].isResult, let cause = lines[line].events[event].cause {
                found = cause.event.flatMap { colour(cause.line, $0, depth: depth + 1) }
            } else if lines[line].isResult {
                found = byLabel[lines[line].events[event].label] ?? nil
            } else {
                found = Self.laneCause(lines[line], at: lines[line].events[event].time).flatMap { cause in
                    cause.event.flatMap { colour(cause.line, $0, depth: depth + 1) }
                }
            }
            memo[line, default: [:]][event] = found
            return found
        }
        colours = lines.indices.map { line in lines[line].events.indices.map { colour(line, $0, depth: 0) } }
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

    /// An input: not a result, and never subscribed to because of a value (a
    /// line subscribed to when another ended, as concat and retry do, is one).
    /// Whether the lane was subscribed to once or again in a "what if" state,
    /// it is the same kind of line, so the inputs' colours stay where they were.
    static func isInput(_ line: MarbleTimeline.Line) -> Bool {
        !line.isResult && !line.subscriptions.contains { $0.cause?.event != nil }
    }
}
