import Foundation

/// The marble diagram below a marble example: the drawing (in a box that
/// scrolls sideways when the screen is narrower than the drawing's smallest
/// scale), its controls, and its text alternative (each line's marble
/// string) in a folded block below it.
///
/// The controls are in the page as written, disabled until marble.js wires
/// them, with room kept for their sentences, so nothing moves when the script
/// runs or a sentence changes: the time cursor's ◀ ▶ and "Show all", and,
/// with "what if" states, "As written".
///
/// With "what if" states (an operator page's example, see MarbleWhatIf),
/// the inputs' values can be dragged, and the figure carries every state the
/// library ran, drawn by ``MarbleDiagram`` on one shared time scale, as the
/// JSON text of a `<template class="marble-what-if">`: each distinct line of
/// the drawings once (`parts`) and of the text alternatives (`lines`), and
/// for each move (`input.value.frame`, and `base` for the example as
/// written) its `viewBox`, its drawing's lines by index, and everything else
/// of the page that describes the run, so that every view of the example
/// describes the state shown: what it printed (`output`), each input's marble
/// string (`sources`) and the text alternative (`text`, lines by index).
/// marble.js swaps them in (the result in words it reads from the drawn
/// result's titles); it computes nothing of the run.
///
/// For print (`forPrint`), no controls and the text alternative open.
struct MarbleFigure: Sendable {
    var timeline: MarbleTimeline
    var example: Example
    /// The example's HTML id; the diagram's parts are named after it.
    var anchor: String
    var whatIf: [String: MarbleTimeline] = [:]
    var forPrint = false

    var html: String {
        var diagram = MarbleDiagram()
        let title = "Marble diagram of example \(example.number)"
        var states = ""
        if !whatIf.isEmpty && !forPrint {
            let all = [timeline] + Array(whatIf.values)
            let first = all.map(\.start).min() ?? 0
            let last = all.map { max($0.end ?? 0, $0.times.max() ?? 0) }.max() ?? 1
            diagram.range = (first, max(last, first + 1))
            diagram.movable = true
            diagram.asWritten = MarbleColours(timeline).asWritten
            // As text of a template (inert, no script): only & and < need escaping there.
            let json = Self.states(base: timeline, whatIf: whatIf, diagram: diagram, title: title)
            states =
                "<template class=\"marble-what-if\">"
                + json.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;") + "</template>"
        }
        var controls = ""
        if !forPrint {
            controls = SiteTemplates.marbleCursorControls.fill([:]) + "\n"
            if !states.isEmpty { controls += SiteTemplates.marbleWhatIfControls.fill([:]) + "\n" }
        }
        return SiteTemplates.marbleFigure.fill([
            "states": states,
            "diagram": diagram.svg(timeline, title: title),
            "controls": controls,
            "open": forPrint ? " open" : "",
            "textID": "\(anchor)-marbles",
            "text": diagram.textLines(timeline).map(HTML.escape).joined(separator: "\n")
        ]) + "\n"
    }

    /// The JSON of the states: `{"parts":[...],"states":{"base":{"viewBox":...,"parts":[0,1,2],"output":"-a-|",...},...}}`.
    /// The drawing is one element a line (see MarbleDiagram), so each distinct
    /// line is kept once, and a state lists its lines by index.
    static func states(base: MarbleTimeline, whatIf: [String: MarbleTimeline], diagram: MarbleDiagram, title: String) -> String {
        var parts: [String] = []
        var partIndex: [String: Int] = [:]
        var lines: [String] = []
        var lineIndex: [String: Int] = [:]
        var states: [String: State] = [:]
        for (name, timeline) in [("base", base)] + whatIf.sorted(by: { $0.key < $1.key }) {
            let svg = diagram.svg(timeline, title: title)
            let viewBox = svg.range(of: "viewBox=\"").map { String(svg[$0.upperBound...].prefix { $0 != "\"" }) } ?? ""
            // Everything after the <title> line and before </svg>.
            let afterTitle = svg.range(of: "</title>\n").map { svg[$0.upperBound...] } ?? svg[...]
            let body = afterTitle.dropLast("</svg>".count).split(separator: "\n", omittingEmptySubsequences: false)
            let indices = body.map { line in
                let text = String(line)
                if let known = partIndex[text] { return known }
                partIndex[text] = parts.count
                parts.append(text)
                return parts.count - 1
            }
            let results = timeline.lines.filter(\.isResult)
            var sources: [String: String] = [:]
            for line in timeline.lines { if let input = line.input, let source = line.source { sources[String(input)] = source } }
            let text = diagram.textLines(timeline).map { line in
                if let known = lineIndex[line] { return known }
                lineIndex[line] = lines.count
                lines.append(line)
                return lines.count - 1
            }
            states[name] = State(
                viewBox: viewBox, parts: indices, output: results.compactMap(\.marbles).joined(separator: "\n"), sources: sources,
                text: text)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Embedded(parts: parts, lines: lines, states: states))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private struct State: Encodable {
        var viewBox: String
        var parts: [Int]
        /// What the example printed in this state: each result's marble string.
        var output: String
        /// Each input's marble string as run, by input index.
        var sources: [String: String]
        /// The text alternative, its lines by index in `lines`.
        var text: [Int]
    }

    private struct Embedded: Encodable {
        var parts: [String]
        var lines: [String]
        var states: [String: State]
    }
}
