extension MarbleDiagram {
    /// The diagram's text alternative: each line's name and marble string
    /// (as the run printed it, legend lines after a comma), and for a line
    /// with subscriptions their marble string too (`^` subscribed, `!`
    /// disposed), separated by semicolons. A line recorded without its marble
    /// string is described in words instead.
    func text(_ timeline: MarbleTimeline) -> String {
        textLines(timeline).joined(separator: "; ")
    }

    /// The text alternative one line at a time, as the page shows it below the drawing.
    func textLines(_ timeline: MarbleTimeline) -> [String] {
        let first = timeline.start
        return timeline.lines.map { line in
            var text = "\(line.name): "
            if let marbles = line.marbles {
                text += marbles.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ", ")
            } else {
                text += description(of: line)
            }
            if !line.subscriptions.isEmpty {
                text += " (subscription " + Self.subscriptionMarbles(line.subscriptions, first: first) + ")"
            }
            return text
        }
    }

    /// The diagram in words: each line's values with their times, how it ended.
    func description(_ timeline: MarbleTimeline) -> String {
        timeline.lines.map { "\($0.name): " + description(of: $0) }.joined(separator: "; ")
    }

    /// A line's values with their frames and how it ended: `a1 at frame 2, completed at frame 11`.
    func description(of line: MarbleTimeline.Line) -> String {
        var parts = line.events.map { "\($0.label) at \(Self.at($0.time))" }
        if let completion = line.completion { parts.append("completed at \(Self.at(completion))") }
        if let error = line.error { parts.append("error \(error.label) at \(Self.at(error.time))") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }

    /// Subscriptions as a marble string, one character a frame from `first`:
    /// `^` where one was made, `!` where one was disposed (`-^---!`); one
    /// made before `first` (before the run started) counts as made at `first`.
    static func subscriptionMarbles(_ spans: [MarbleTimeline.Span], first: Int) -> String {
        let frame = { (time: Int) in max(time - first, 0) / 10 }
        var marks: [Int: String] = [:]
        for span in spans {
            marks[frame(span.subscribed)] = "^"
            if let disposed = span.disposed { marks[frame(disposed)] = marks[frame(disposed)] == "^" ? "(^!)" : "!" }
        }
        let last = marks.keys.max() ?? 0
        return (0...last).map { marks[$0] ?? "-" }.joined()
    }

    /// The text in rows of at most `limit` characters, broken after a space
    /// where there is one: nothing is cut off.
    static func wrapped(_ text: String, to limit: Int) -> [String] {
        var rows: [String] = []
        var rest = Substring(text)
        while rest.count > limit {
            let head = rest.prefix(limit)
            let cut = head.lastIndex(of: " ").map { rest.index(after: $0) } ?? head.endIndex
            let row = rest[..<cut]
            rows.append(String(row.hasSuffix(" ") ? row.dropLast() : row))
            rest = rest[cut...]
        }
        return rows + [String(rest)]
    }
}
