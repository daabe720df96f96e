import Foundation

/// The marble diagram below a marble example: the drawing, and its text
/// alternative (each line's marble string) in a folded block below it.
///
/// With "what if" states (an operator page's example, see MarbleWhatIf),
/// the inputs' values can be dragged, and the figure carries every state the
/// library ran, drawn by ``MarbleDiagram`` on one shared time scale, as the
/// JSON text of a `<template class="marble-what-if">`: each distinct line of the drawings once (`parts`), and
/// for each move (`input.value.frame`, and `base` for the example as
/// written) its `viewBox`, its lines by index and its result's marble
/// string. marble.js swaps the lines in; it computes nothing.
struct MarbleFigure: Sendable {
    var timeline: MarbleTimeline
    var example: Example
    /// The example's HTML id; the diagram's parts are named after it.
    var anchor: String
    var whatIf: [String: MarbleTimeline] = [:]

    var html: String {
        var diagram = MarbleDiagram()
        let title = "Marble diagram of example \(example.number)"
        var states = ""
        if !whatIf.isEmpty {
            let all = [timeline] + Array(whatIf.values)
            let first = all.map(\.start).min() ?? 0
            let last = all.map { max($0.end ?? 0, $0.times.max() ?? 0) }.max() ?? 1
            diagram.range = (first, max(last, first + 1))
            diagram.movable = true
            // As text of a template (inert, no script): only & and < need escaping there.
            let json = Self.states(base: timeline, whatIf: whatIf, diagram: diagram, title: title)
            states =
                "<template class=\"marble-what-if\">"
                + json.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;") + "</template>"
        }
        let textID = "\(anchor)-marbles"
        var html = "<div class=\"marble\">" + states
        html += diagram.svg(timeline, title: title)
        html += "\n<details class=\"marble-text\"><summary>Diagram as text</summary><pre id=\"\(textID)\">"
        html += diagram.textLines(timeline).map(HTML.escape).joined(separator: "\n")
        html += "</pre></details>"
        return html + "</div>\n"
    }

    /// The JSON of the states: `{"parts":[...],"states":{"base":{"viewBox":...,"parts":[0,1,2],"result":"-a-|"},...}}`.
    /// The drawing is one element a line (see MarbleDiagram), so each distinct
    /// line is kept once, and a state lists its lines by index.
    static func states(base: MarbleTimeline, whatIf: [String: MarbleTimeline], diagram: MarbleDiagram, title: String) -> String {
        var parts: [String] = []
        var partIndex: [String: Int] = [:]
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
            let result = timeline.lines.last(where: \.isResult)?.marbles ?? ""
            states[name] = State(viewBox: viewBox, parts: indices, result: result)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Embedded(parts: parts, states: states))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private struct State: Encodable {
        var viewBox: String
        var parts: [Int]
        var result: String
    }

    private struct Embedded: Encodable {
        var parts: [String]
        var states: [String: State]
    }
}
