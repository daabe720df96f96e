/// Renders one ```swift example as a figure: its highlighted code, the
/// expected output beside it, and what verification found. Only an example
/// whose verdict passed is marked as verified; a failing one (rendered with
/// --allow-failures) is marked failing, one without a verdict "not verified".
struct ExampleRenderer {
    /// Verdicts by example id.
    let verdicts: [String: ExampleVerdict]
    /// The toolchain that verified them (`Swift 6.3.1`).
    let toolchain: String
    /// The day they were verified (`2026-11-22`).
    let date: String
    private let highlighter = SwiftHighlighter()

    /// Recorded timelines of marble examples, by example id.
    let timelines: [String: MarbleTimeline]
    /// The "what if" states of marble examples (see MarbleWhatIf), by example id and move.
    var whatIf: [String: [String: MarbleTimeline]] = [:]
    /// What Copy gives (see ``SiteFlavour/copy(_:implicitModules:)``).
    var flavour: any SiteFlavour = PlainFlavour()
    /// The documented package's modules, which a copy imports.
    var implicitModules: [String] = []

    /// For the print-all page: no "what if" states, controls or Copy data
    /// (paper cannot drag or copy), text alternatives open.
    var forPrint = false

    /// The same renderer for the print-all page.
    var printing: ExampleRenderer {
        var renderer = self
        renderer.whatIf = [:]
        renderer.forPrint = true
        return renderer
    }

    init(verdicts: [ExampleVerdict], timelines: [String: MarbleTimeline] = [:], toolchain: String, date: String) {
        self.verdicts = Dictionary(verdicts.map { ($0.example.id, $0) }, uniquingKeysWith: { _, last in last })
        self.timelines = timelines
        self.toolchain = toolchain
        self.date = date
    }

    func render(_ example: Example, page: SitePage, id: String) -> String {
        if example.kind == .setup {
            let lines = example.code.trimmingTrailingNewlines.split(separator: "\n", omittingEmptySubsequences: false).count
            return SiteTemplates.exampleSetup.fill([
                "id": id,
                "lines": "\(lines) line\(lines == 1 ? "" : "s")",
                "code": codeBlock(example.readableCode, hidden: [])
            ]) + "\n"
        }
        let verdict = verdicts[example.id]
        let status = Status(example: example, verdict: verdict)
        var buttons = ""
        let hiddenCount = Set(example.hiddenLines.map(\.index)).count
        if hiddenCount > 0 {
            let lines = "\(hiddenCount) hidden line\(hiddenCount == 1 ? "" : "s")"
            buttons +=
                "<button class=\"reveal-hidden\" type=\"button\" aria-pressed=\"false\" data-lines=\"\(lines)\" title=\"Lines that are compiled and run but folded here; Copy includes them\">Show \(lines)</button>"
        }
        if !forPrint {
            let copied = flavour.copy(example, implicitModules: implicitModules)
            buttons +=
                "<button class=\"copy\" type=\"button\" aria-label=\"Copy the code of example \(example.number)\" data-copy=\"\(HTML.attribute(copied.text))\" title=\"\(HTML.attribute(copied.title))\">Copy</button>"
        }
        let marble = timelines[example.id].map { timeline in
            MarbleFigure(timeline: timeline, example: example, anchor: id, whatIf: whatIf[example.id] ?? [:], forPrint: forPrint).html
        }
        let command = "playbook run \(page.sourcePath) --example \(example.number)"
        let caption: String
        if case .skip = example.kind {
            caption = "<figcaption><span class=\"muted\">Example \(example.number) · shown, not compiled or run here</span></figcaption>"
        } else {
            caption =
                "<figcaption><span class=\"muted\">Example \(example.number) · run it:</span> <code>\(HTML.escape(command))</code></figcaption>"
        }
        return SiteTemplates.example.fill([
            "status": status.cssClass,
            "id": id,
            "runnable": Self.runnable(example),
            "badge": status.badge(toolchain: toolchain, date: date),
            "buttons": buttons,
            "layout": (hasSide(example, verdict) ? " with-output" : "") + (fitsSideBySide(example) ? " side-by-side" : ""),
            "code": codeBlock(example.readableCode, hidden: Set(example.hiddenLines.map(\.index))),
            "output": side(example, verdict: verdict, status: status),
            "notes": flavour.notes(for: example) ?? "",
            "marble": marble ?? "",
            "problem": status.problem.map {
                "<div class=\"example-problem\"><strong>Verification failed:</strong> \(HTML.escape($0))</div>\n"
            } ?? "",
            "caption": caption
        ]) + "\n"
    }

    /// The attributes that name an example the served site's live playground
    /// can run (its chapter's path and its number); none for one it cannot.
    static func runnable(_ example: Example) -> String {
        switch example.kind {
        case .run, .noRun, .marble, .compileFail:
            return " data-source=\"\(HTML.attribute(example.location.path))\" data-example=\"\(example.number)\""
        case .setup, .skip, .manifest:
            return ""
        }
    }

    /// The code, one `<span class="line">` per line so that a wrapped line
    /// keeps its indentation (a hanging indent of its leading blanks); the
    /// lines at `hidden` (indices) are folded until revealed.
    private func codeBlock(_ code: String, hidden: Set<Int>) -> String {
        let text = code.trimmingTrailingNewlines
        let sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var html = ""
        for (index, line) in highlighter.highlightedLines(text).enumerated() {
            let source = index < sourceLines.count ? sourceLines[index] : ""
            let indent = source.prefix(while: { $0 == " " || $0 == "\t" }).reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            let style = indent > 0 ? " style=\"--indent:\(indent)\"" : ""
            let kind = hidden.contains(index) ? "line hidden-line" : "line"
            html += "<span class=\"\(kind)\"\(style)>\(line)\n</span>"
        }
        return "<pre class=\"code\"><code class=\"swift\">\(html)</code></pre>"
    }

    /// A fenced block the fence grammar rejected (shown only with --allow-failures).
    func renderBroken(code: String, language: String, problem: String) -> String {
        let body =
            language.lowercased() == "swift"
            ? highlighter.highlight(code.trimmingTrailingNewlines) : HTML.escape(code.trimmingTrailingNewlines)
        return SiteTemplates.exampleBroken.fill(["code": body, "problem": HTML.escape(problem)]) + "\n"
    }

    /// Short code with short output reads best side by side; anything wider is stacked.
    private func fitsSideBySide(_ example: Example) -> Bool {
        func widest(_ text: String) -> Int { text.split(separator: "\n").map(\.count).max() ?? 0 }
        let output: String
        switch example.kind {
        case .run, .marble: output = example.expected?.text ?? ""
        case .compileFail(let diagnostic): output = diagnostic
        default: return false
        }
        let hidden = Set(example.hiddenLines.map(\.index))
        let shown = example.readableCode.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !hidden.contains($0.offset) }.map(\.element).joined(separator: "\n")
        return widest(shown) <= 56 && widest(output) <= 36
    }

    private func hasSide(_ example: Example, _ verdict: ExampleVerdict?) -> Bool {
        switch example.kind {
        case .run, .marble, .compileFail: return true
        default: return verdict?.status == .failed
        }
    }

    /// The output column: the expected output (and, for a failure, what was printed instead).
    private func side(_ example: Example, verdict: ExampleVerdict?, status: Status) -> String {
        switch example.kind {
        case .run where !example.comparesOutput:
            return uncomparedOutput(example, verdict: verdict)
        case .run, .marble:
            let expected = example.expected?.text.trimmingTrailingNewlines ?? ""
            let label = status.isVerified ? "Output" : "Expected output"
            let note = example.expected?.matcher == .unordered ? " <span class=\"muted\">(in any order)</span>" : ""
            var output = Self.samples(expected, ifEmpty: "Prints nothing.")
            if verdict?.status == .failed, case .ran(let result)? = verdict?.outcome {
                output += "<div class=\"label failing\">Actually printed</div>"
                output += Self.samples(result.stdout.trimmingTrailingNewlines, ifEmpty: "Nothing.")
            }
            return Self.outputColumn(label: label + note, output)
        case .compileFail(let diagnostic):
            return Self.outputColumn(label: "Compiler error contains", Self.samples(diagnostic))
        default:
            guard verdict?.status == .failed, let notes = verdict?.diagnostic?.notes, !notes.isEmpty else { return "" }
            return Self.outputColumn(label: "Compiler said", failing: true, Self.samples(notes.joined(separator: "\n")))
        }
    }

    /// A no-compare example's output column: its sample block, or else what
    /// it printed in this run; either way marked as not compared.
    private func uncomparedOutput(_ example: Example, verdict: ExampleVerdict?) -> String {
        var printed: String?
        if case .ran(let result)? = verdict?.outcome { printed = result.stdout.trimmingTrailingNewlines }
        let (label, text) =
            example.expected.map { ("Sample output", $0.text.trimmingTrailingNewlines) }
            ?? ("Printed in this run", printed ?? "")
        return Self.outputColumn(label: label + " <span class=\"muted\">(not compared)</span>", Self.samples(text, ifEmpty: "Nothing."))
    }

    /// The output column (templates/example-output.html) under its label (HTML).
    private static func outputColumn(label: String, failing: Bool = false, _ output: String) -> String {
        SiteTemplates.exampleOutput.fill(["labelClass": failing ? " failing" : "", "label": label, "output": output]) + "\n"
    }

    /// Printed text as sample output; the sentence `ifEmpty`, if any, when there is none.
    private static func samples(_ text: String, ifEmpty: String? = nil) -> String {
        if text.isEmpty, let ifEmpty { return "<p class=\"muted empty-output\">\(ifEmpty)</p>" }
        return "<pre><samp>\(HTML.escape(text))</samp></pre>"
    }

    /// What the figure says about the example.
    struct Status {
        enum Kind { case verified, runs, compiles, failsAsExpected, skipped(String), failing, notVerified }
        var kind: Kind
        var problem: String?

        init(example: Example, verdict: ExampleVerdict?) {
            problem = nil
            if case .skip(let reason) = example.kind {
                kind = .skipped(reason)
                return
            }
            guard let verdict else {
                kind = .notVerified
                problem = "this example was not run, because its chapter has errors in its fences."
                return
            }
            switch verdict.status {
            case .failed:
                kind = .failing
                problem = verdict.diagnostic?.summary ?? "the example failed."
            case .skipped:
                kind = .skipped(verdict.diagnostic?.summary ?? "")
            case .passed:
                switch example.kind {
                case .noRun: kind = .compiles
                case .run where !example.comparesOutput: kind = .runs
                case .compileFail: kind = .failsAsExpected
                default: kind = .verified
                }
            }
        }

        var isVerified: Bool {
            if case .verified = kind { return true }
            return false
        }

        var cssClass: String {
            switch kind {
            case .verified, .runs, .compiles, .failsAsExpected: return "passed"
            case .skipped: return "skipped"
            case .failing: return "failing"
            case .notVerified: return "unverified"
            }
        }

        func badge(toolchain: String, date: String) -> String {
            let when =
                "<span class=\"when\">\(HTML.escape(toolchain)) · <time datetime=\"\(HTML.attribute(date))\">\(HTML.escape(date))</time></span>"
            switch kind {
            case .verified:
                return
                    "<span class=\"badge passed\" title=\"The code was compiled and run, and printed exactly this output\">✓ Verified</span>\(when)"
            case .runs:
                return
                    "<span class=\"badge passed\" title=\"The code was compiled and run to a clean end; its output is not compared\">✓ Runs</span>\(when)"
            case .compiles:
                return "<span class=\"badge passed\" title=\"The code was compiled but not run\">✓ Compiles</span>\(when)"
            case .failsAsExpected:
                return
                    "<span class=\"badge passed\" title=\"The code was checked to fail to compile with this error\">✓ Does not compile, as intended</span>\(when)"
            case .skipped(let reason):
                return "<span class=\"badge skipped\">Not run</span><span class=\"reason\">\(HTML.escape(reason))</span>"
            case .failing:
                return "<span class=\"badge failing\">✗ Failing</span>\(when)"
            case .notVerified:
                return "<span class=\"badge failing\">✗ Not verified</span>"
            }
        }
    }
}
