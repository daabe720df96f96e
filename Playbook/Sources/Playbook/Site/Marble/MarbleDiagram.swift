import PlaybookWire

/// Draws a MarbleTimeline as an inline SVG: one horizontal arrow per line
/// with its name above it, values as labelled circles (pills for long
/// labels), completion as a vertical bar, an error as a cross.
///
/// What a line draws is what the run recorded: where a line has
/// subscriptions, the axis is solid only while it was subscribed to (faint
/// elsewhere), a caret marks each subscription and a dashed bar each
/// disposal, and a line whose last subscription was disposed has no arrow
/// head. Nothing is cut: names wrap onto more rows and labels are drawn whole
/// (the drawing widens when they need room). Sizes assume the monospaced
/// 13 px font playbook.css gives the diagram (at most ``characterWidth``
/// units a character). Colours come from CSS classes and `currentColor`, so
/// the page's light and dark themes both apply.
///
/// Every value, completion and error carries `data-ref` (`line.event`, or
/// `line.end`) and `data-t` (its time); a result's carry `data-cause`, the
/// `data-ref` of the input event that was being delivered when it happened,
/// and a line carries the cause of its subscription: the page's time cursor
/// uses them (marble.js). A value's colour follows its identity
/// (``MarbleColours``): the input value it came from. Times are shown in
/// frames, as marble strings count them (one character, 10 ticks), on an
/// axis of frames below the lines. The drawing never shrinks below the scale
/// at which a value is 24 px wide (its `min-width`): a narrow screen scrolls
/// it sideways instead. The drawing, a line, a value, an error and the axis
/// of frames are the templates marble-*.svg (``SiteTemplates``).
struct MarbleDiagram: Sendable {
    /// The narrowest drawing, in SVG units; the page scales it to fit.
    var width = 640
    /// Height of a name row and of the axis row below the names.
    var nameRow = 17
    var axisRow = 42
    var radius = 13
    /// The times the axis spans, if not the timeline's own: "what if" states share one scale.
    var range: (first: Int, last: Int)?
    /// Whether the values of inputs with a marble string as written can be
    /// dragged (the page has "what if" states): their lane carries
    /// `data-input`, `data-origin` (the frame of `^`) and `data-frames` (each
    /// value's frame), and each value is focusable.
    var movable = false
    /// The example as written's lanes and colours, when drawing one of its
    /// "what if" states: every value keeps the colour it has there.
    var asWritten: MarbleColours.AsWritten?
    /// The widest a character of the diagram's font can be, in SVG units.
    static let characterWidth = 8.0
    static let margin = 12.0
    /// Height of the axis of frames below the lines.
    static let frameRow = 26
    /// The smallest a value may be drawn, in CSS pixels (a pointer target's minimum).
    static let smallestTarget = 24.0

    init() {}

    /// One value as placed: its centre and half its width.
    struct Placed {
        var centre: Double
        var halfWidth: Double
        var event: MarbleTimeline.Event
        var index: Int
    }

    func svg(_ timeline: MarbleTimeline, title: String) -> String {
        let times = timeline.times
        let first = range?.first ?? timeline.start
        let last = range?.last ?? max(timeline.end ?? times.max() ?? 1, times.max() ?? 1, first + 1)
        let left = Self.margin + Double(radius) + 8
        let right = Double(width) - Double(radius) - 30
        let scale = (right - left) / Double(last - first)
        func x(_ time: Int) -> Double { left + Double(time - first) * scale }

        // Values first (they decide how wide the drawing must be), then names and axes.
        var placedLines: [[Placed]] = []
        var widest = Double(width)
        for line in timeline.lines {
            var placed: [Placed] = []
            var previousRight = Self.margin - 3
            for (index, event) in line.events.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }) {
                let halfWidth = Self.halfWidth(of: event.label, radius: radius)
                let centre = max(x(event.time), previousRight + 3 + halfWidth)
                placed.append(Placed(centre: centre, halfWidth: halfWidth, event: event, index: index))
                previousRight = centre + halfWidth
            }
            placedLines.append(placed)
            let ends = [line.completion, line.error?.time].compactMap { $0 }.map { x($0) }
            widest = max(widest, (ends + [previousRight]).max()! + 36)
        }
        let totalWidth = Int(widest.rounded(.up))
        let nameCharacters = max(8, Int((Double(totalWidth) - 2 * Self.margin) / Self.characterWidth))
        let names = timeline.lines.map { Self.wrapped($0.name, to: nameCharacters) }

        let colours = MarbleColours(timeline, asWritten: asWritten)
        var body = ""
        var top = 4
        for (index, line) in timeline.lines.enumerated() {
            let nameRows = names[index]
            if line.isResult && index > 0 {
                body +=
                    "<line class=\"marble-separator\" x1=\"0\" y1=\"\(top)\" x2=\"\(totalWidth)\" y2=\"\(top)\" stroke=\"currentColor\" stroke-opacity=\"0.25\" stroke-dasharray=\"4 4\"/>\n"
            }
            let y = top + nameRows.count * nameRow + axisRow / 2
            let lineCause = line.subscriptions.count == 1 ? line.subscriptions[0].cause.map { " data-cause=\"\(Self.ref($0))\"" } ?? "" : ""
            let moves = movable ? Self.moves(line) : nil
            var lane = ""
            for (row, text) in nameRows.enumerated() {
                lane +=
                    "<text class=\"marble-name\" x=\"\(Self.number(Self.margin))\" y=\"\(top + (row + 1) * nameRow - 3)\" fill=\"currentColor\">\(HTML.escape(text))</text>\n"
            }
            lane += axis(line, y: y, x: x, first: first, totalWidth: totalWidth)
            let placed = placedLines[index]
            for item in placed {
                let colour = colours.suffix(line: index, event: item.index)
                let observed =
                    line.subscriptions.isEmpty
                    || line.subscriptions.contains { span in
                        item.event.time >= span.subscribed && item.event.time <= (span.disposed ?? Int.max)
                    }
                lane += value(item, line: index, y: y, colour: colour, movableOn: moves == nil ? nil : line.name, observed: observed)
            }
            let afterValues = placed.map { $0.centre + $0.halfWidth + 6 }.max() ?? -Double.infinity
            let cause = { (reference: MarbleTimeline.Reference?) in reference.map { " data-cause=\"\(Self.ref($0))\"" } ?? "" }
            if let completion = line.completion {
                let bar = Self.number(max(x(completion), afterValues))
                lane +=
                    "<line class=\"marble-end\" data-ref=\"\(index).end\" data-t=\"\(completion)\"\(cause(line.completionCause)) x1=\"\(bar)\" y1=\"\(y - radius)\" x2=\"\(bar)\" y2=\"\(y + radius)\" stroke=\"currentColor\" stroke-width=\"3\"><title>completed at \(Self.at(completion))</title></line>\n"
            }
            if let error = line.error {
                let cross = max(x(error.time), afterValues)
                let size = Double(radius) * 0.7
                let (x1, x2) = (Self.number(cross - size), Self.number(cross + size))
                let (y1, y2) = (Self.number(Double(y) - size), Self.number(Double(y) + size))
                lane +=
                    SiteTemplates.marbleError.fill([
                        "ref": "\(index).end", "time": "\(error.time)", "cause": cause(error.cause), "at": Self.at(error.time),
                        "label": HTML.escape(error.label), "x1": x1, "x2": x2, "y1": y1, "y2": y2
                    ]) + "\n"
            }
            body +=
                SiteTemplates.marbleLine.fill([
                    "result": line.isResult ? " result" : "", "index": "\(index)", "attributes": lineCause + (moves?.attributes ?? ""),
                    "lane": lane
                ]) + "\n"
            top += nameRows.count * nameRow + axisRow
        }
        body += frameAxis(y: top, x: x, first: first, last: last, totalWidth: totalWidth)
        let height = top + Self.frameRow + 4
        let smallest = Int((Double(totalWidth) * Self.smallestTarget / Double(2 * radius)).rounded(.up))
        return SiteTemplates.marbleDiagram.fill([
            "width": "\(totalWidth)",
            "height": "\(height)",
            "minWidth": "\(smallest)",
            "label": HTML.attribute(title + ". " + text(timeline)),
            "left": Self.number(left),
            "first": "\(first)",
            "scale": Self.number(scale, places: 4),
            "last": "\(last)",
            "title": HTML.escape(title),
            "lines": body
        ])
    }

    /// The axis of a line: solid while subscribed, a caret at each
    /// subscription, a dashed bar at each disposal, an arrow head if it is
    /// still subscribed at the end (or has no subscriptions recorded).
    private func axis(_ line: MarbleTimeline.Line, y: Int, x: (Int) -> Double, first: Int, totalWidth: Int) -> String {
        let start = Self.margin + 4
        let end = Double(totalWidth) - 8
        let weight = line.isResult ? "2" : "1.5"
        func segment(_ from: Double, _ to: Double, faint: Bool) -> String {
            "<line class=\"marble-axis\(faint ? " unsubscribed" : "")\" x1=\"\(Self.number(from))\" y1=\"\(y)\" x2=\"\(Self.number(to))\" y2=\"\(y)\" stroke=\"currentColor\" stroke-width=\"\(weight)\"\(faint ? " stroke-opacity=\"0.3\" stroke-dasharray=\"2 4\"" : "")/>\n"
        }
        let arrow =
            "<path class=\"marble-arrow\" d=\"M\(Self.number(end - 10)) \(y - 5) L\(Self.number(end)) \(y) L\(Self.number(end - 10)) \(y + 5) Z\" fill=\"currentColor\"/>\n"
        guard !line.subscriptions.isEmpty else { return segment(start, end - 8, faint: false) + arrow }
        var svg = ""
        var drawnTo = start
        for span in line.subscriptions.sorted(by: { $0.subscribed < $1.subscribed }) {
            let from = max(x(max(span.subscribed, first)), drawnTo)
            let to = span.disposed.map { max(x($0), from) } ?? end - 8
            if from > drawnTo { svg += segment(drawnTo, from, faint: true) }
            svg += segment(from, to, faint: false)
            let caret = "M\(Self.number(from - 5)) \(y + 12) L\(Self.number(from)) \(y + 6) L\(Self.number(from + 5)) \(y + 12)"
            svg +=
                "<path class=\"marble-subscribed\" d=\"\(caret)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\"><title>\(span.subscribed < first ? "subscribed before the run started" : "subscribed at \(Self.at(span.subscribed))")</title></path>\n"
            if let disposed = span.disposed {
                svg +=
                    "<line class=\"marble-disposed\" x1=\"\(Self.number(to))\" y1=\"\(y - 10)\" x2=\"\(Self.number(to))\" y2=\"\(y + 10)\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"><title>disposed at \(Self.at(disposed))</title></line>\n"
            }
            drawnTo = max(drawnTo, to)
        }
        let open = line.subscriptions.contains { $0.disposed == nil }
        if !open && drawnTo < end - 8 { svg += segment(drawnTo, end - 8, faint: true) }
        return svg + (open ? arrow : "")
    }

    /// The attributes of a lane whose values can be moved, if it is one.
    static func moves(_ line: MarbleTimeline.Line) -> (attributes: String, frames: [Int])? {
        guard let input = line.input, let source = line.source, let (values, origin) = MarbleVariant.lane(source) else { return nil }
        guard values.count == line.events.count else { return nil }
        let list = values.map(String.init).joined(separator: " ")
        return (" data-input=\"\(input)\" data-origin=\"\(origin)\" data-frames=\"\(list)\"", values)
    }

    /// A value; one sent while nobody was subscribed (a hot input's, outside its spans) is drawn faint and says so.
    private func value(_ item: Placed, line: Int, y: Int, colour: String, movableOn lane: String? = nil, observed: Bool = true) -> String {
        let centre = Self.number(item.centre)
        let shape =
            item.halfWidth > Double(radius)
            ? "<rect x=\"\(Self.number(item.centre - item.halfWidth))\" y=\"\(y - radius)\" width=\"\(Self.number(item.halfWidth * 2))\" height=\"\(radius * 2)\" rx=\"\(radius)\""
            : "<circle cx=\"\(centre)\" cy=\"\(y)\" r=\"\(radius)\""
        let cause = item.event.cause.map { " data-cause=\"\(Self.ref($0))\"" } ?? ""
        let keys = lane.map {
            " tabindex=\"0\" role=\"button\" aria-label=\"\(HTML.attribute("Move \(item.event.label) on \($0) with the left and right arrow keys"))\""
        }
        return SiteTemplates.marbleValue.fill([
            "colour": colour,
            "classes": (lane == nil ? "" : " movable") + (observed ? "" : " unobserved"),
            "ref": "\(line).\(item.index)",
            "time": "\(item.event.time)",
            "attributes": cause + (keys ?? ""),
            "title": "\(HTML.escape(item.event.label)) at \(Self.at(item.event.time))\(observed ? "" : ", while not subscribed to")",
            "shape": shape + " stroke=\"currentColor\" stroke-width=\"1.5\"/>",
            "x": centre,
            "y": "\(y + 4)",
            "label": HTML.escape(item.event.label)
        ]) + "\n"
    }

    /// Half the width of a value's shape: a circle for one or two characters, else a pill around the whole label.
    static func halfWidth(of label: String, radius: Int) -> Double {
        max(Double(radius), Double(label.count) * characterWidth / 2 + 8)
    }

    /// A time as the page says it: `frame 2` (ticks 20), `frame 2.5` between frames.
    static func at(_ time: Int) -> String {
        let ticks = MarbleGrammar.ticksPerFrame
        guard time % ticks != 0 else { return "frame \(time / ticks)" }
        return "frame " + number(Double(time) / Double(ticks), places: 2)
    }

    static func ref(_ reference: MarbleTimeline.Reference) -> String {
        "\(reference.line).\(reference.event.map(String.init) ?? "end")"
    }

    /// A coordinate with at most `places` decimals, for stable output.
    static func number(_ value: Double, places: Int = 1) -> String {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let rounded = (value * factor).rounded() / factor
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
