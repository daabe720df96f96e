/// Draws a MarbleTimeline as an inline SVG: one horizontal arrow per line,
/// values as labelled circles (pills for long labels), completion as a
/// vertical bar, an error as a cross. Colours come from CSS classes and
/// `currentColor`, so the page's light and dark themes both apply.
struct MarbleDiagram: Sendable {
    /// Width of the drawing in SVG units; the page scales it to fit.
    var width = 640
    var nameWidth = 150
    var lineHeight = 56
    var radius = 14

    init() {}

    func svg(_ timeline: MarbleTimeline, title: String) -> String {
        let times = timeline.times
        let first = times.min() ?? 0
        let last = max(timeline.end ?? times.max() ?? 1, times.max() ?? 1)
        let left = nameWidth + radius + 26
        let right = width - radius - 24
        let span = max(last - first, 1)
        func x(_ time: Int) -> Double {
            Double(left) + Double(time - first) / Double(span) * Double(right - left)
        }
        var colours: [String: Int] = [:]
        let height = timeline.lines.count * lineHeight + 8
        var svg =
            "<svg class=\"marble-diagram\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(HTML.attribute(title + ": " + description(timeline)))\">\n"
        svg += "<title>\(HTML.escape(title))</title>\n"
        for (index, line) in timeline.lines.enumerated() {
            let y = index * lineHeight + lineHeight / 2 + 4
            if line.isResult && index > 0 {
                let separator = index * lineHeight + 4
                svg +=
                    "<line class=\"marble-separator\" x1=\"0\" y1=\"\(separator)\" x2=\"\(width)\" y2=\"\(separator)\" stroke=\"currentColor\" stroke-opacity=\"0.25\" stroke-dasharray=\"4 4\"/>\n"
            }
            svg += "<g class=\"marble-line\(line.isResult ? " result" : "")\">\n"
            svg +=
                "<text class=\"marble-name\" x=\"\(nameWidth)\" y=\"\(y + 5)\" text-anchor=\"end\" fill=\"currentColor\">\(HTML.escape(Self.shortened(line.name, to: 20)))</text>\n"
            let axisEnd = width - 8
            svg +=
                "<line class=\"marble-axis\" x1=\"\(nameWidth + 10)\" y1=\"\(y)\" x2=\"\(axisEnd - 8)\" y2=\"\(y)\" stroke=\"currentColor\" stroke-width=\"\(line.isResult ? "2" : "1.5")\"/>\n"
            svg +=
                "<path class=\"marble-arrow\" d=\"M\(axisEnd - 10) \(y - 5) L\(axisEnd) \(y) L\(axisEnd - 10) \(y + 5) Z\" fill=\"currentColor\"/>\n"
            // Values at the same (or nearly the same) time are pushed apart so each stays legible.
            var previousRight = -Double.infinity
            var placed: [(Double, MarbleTimeline.Event, Double)] = []
            for event in line.events.sorted(by: { $0.time < $1.time }) {
                let label = Self.shortened(event.label, to: 8)
                let halfWidth = max(Double(radius), Double(label.count) * 4.2 + 8)
                let centre = max(x(event.time), previousRight + 3 + halfWidth)
                placed.append((centre, event, halfWidth))
                previousRight = centre + halfWidth
            }
            for (centre, event, halfWidth) in placed {
                let label = Self.shortened(event.label, to: 8)
                let colour: Int
                if let known = colours[event.label] {
                    colour = known
                } else {
                    colour = colours.count % 6
                    colours[event.label] = colour
                }
                let shape =
                    halfWidth > Double(radius)
                    ? "<rect x=\"\(Self.number(centre - halfWidth))\" y=\"\(y - radius)\" width=\"\(Self.number(halfWidth * 2))\" height=\"\(radius * 2)\" rx=\"\(radius)\""
                    : "<circle cx=\"\(Self.number(centre))\" cy=\"\(y)\" r=\"\(radius)\""
                svg += "<g class=\"marble-value v\(colour)\"><title>\(HTML.escape(event.label)) at \(event.time)</title>"
                svg += "\(shape) stroke=\"currentColor\" stroke-width=\"1.5\"/>"
                svg += "<text x=\"\(Self.number(centre))\" y=\"\(y + 4)\" text-anchor=\"middle\">\(HTML.escape(label))</text></g>\n"
            }
            let afterValues = placed.last.map { $0.0 + $0.2 + 6 } ?? -Double.infinity
            if let completion = line.completion {
                let bar = max(x(completion), afterValues)
                svg +=
                    "<line class=\"marble-end\" x1=\"\(Self.number(bar))\" y1=\"\(y - radius)\" x2=\"\(Self.number(bar))\" y2=\"\(y + radius)\" stroke=\"currentColor\" stroke-width=\"3\"><title>completed at \(completion)</title></line>\n"
            }
            if let error = line.error {
                let cross = max(x(error.time), afterValues)
                let size = Double(radius) * 0.7
                svg += "<g class=\"marble-error\"><title>error at \(error.time): \(HTML.escape(error.label))</title>"
                svg +=
                    "<path d=\"M\(Self.number(cross - size)) \(Self.number(Double(y) - size)) L\(Self.number(cross + size)) \(Self.number(Double(y) + size)) M\(Self.number(cross - size)) \(Self.number(Double(y) + size)) L\(Self.number(cross + size)) \(Self.number(Double(y) - size))\" stroke=\"currentColor\" stroke-width=\"3\" stroke-linecap=\"round\"/></g>\n"
            }
            svg += "</g>\n"
        }
        return svg + "</svg>"
    }

    /// The diagram in words, for screen readers.
    func description(_ timeline: MarbleTimeline) -> String {
        timeline.lines.map { line in
            var parts = line.events.map { "\($0.label) at \($0.time)" }
            if let completion = line.completion { parts.append("completed at \(completion)") }
            if let error = line.error { parts.append("error \(error.label) at \(error.time)") }
            return "\(line.name): " + (parts.isEmpty ? "nothing" : parts.joined(separator: ", "))
        }.joined(separator: "; ")
    }

    private static func shortened(_ text: String, to limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// A coordinate with at most one decimal, for stable output.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
