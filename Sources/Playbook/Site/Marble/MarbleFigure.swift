/// The marble diagram below a marble example: the drawing, and its text
/// alternative (each line's marble string) in a folded block below it.
struct MarbleFigure: Sendable {
    var timeline: MarbleTimeline
    var example: Example
    /// The example's HTML id; the diagram's parts are named after it.
    var anchor: String

    var html: String {
        let diagram = MarbleDiagram()
        let textID = "\(anchor)-marbles"
        var html = "<div class=\"marble\">"
        html += diagram.svg(timeline, title: "Marble diagram of example \(example.number)")
        html += "\n<details class=\"marble-text\"><summary>Diagram as text</summary><pre id=\"\(textID)\">"
        html += diagram.textLines(timeline).map(HTML.escape).joined(separator: "\n")
        html += "</pre></details>"
        return html + "</div>\n"
    }
}
