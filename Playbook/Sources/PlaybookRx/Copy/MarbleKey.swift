import Playbook

/// What the marble helpers an example uses mean, said where the example
/// stands (a folded "key" below its code), not only on the introduction
/// page: `hot`, `cold`, `result`, `frames(n)`, `scheduler`, and how a
/// marble string reads. Only the helpers the example's code uses are listed
/// (``MarbleHelperUses``): none, no key.
enum MarbleKey {
    static let helpers: [(name: String, call: String, meaning: String)] = [
        (
            "hot", "hot(\"…\")",
            "an input made from a marble string that sends its values at their frames whether anyone is subscribed or not; <code>^</code> marks frame 0, where the results subscribe"
        ),
        (
            "cold", "cold(\"…\")",
            "an input that plays its marble string from the start for each subscriber, from the frame it subscribes at"
        ),
        (
            "result", "result(…)",
            "subscribes to an observable at frame 0 and prints its marble string when virtual time runs out: the Output shown (<code>until:</code> disposes it at that frame)"
        ),
        ("frames", "frames(n)", "n frames of virtual time, for the operators that take a time interval"),
        (
            "scheduler", "scheduler",
            "the virtual-time scheduler (RxTest's <code>TestScheduler</code>) the inputs run on; time-based operators take it so that their timers run in frames too"
        )
    ]

    /// The key of a marble example, or nil for any other.
    static func html(for example: Example) -> String? {
        guard example.kind == .marble else { return nil }
        let code = example.readableCode
        let uses = MarbleHelperUses.names(in: code)
        let used = helpers.filter { uses.contains($0.name) }
        guard !used.isEmpty else { return nil }
        let list = MarbleHelperUses.list(used.map { "<code>\($0.name)</code>" })
        var html = "<details class=\"marble-key\"><summary>What \(list) mean here</summary><dl>"
        for helper in used { html += "<dt><code>\(HTML.escape(helper.call))</code></dt><dd>\(helper.meaning).</dd>" }
        html +=
            "<dt>A marble string</dt><dd>one character a frame: <code>-</code> nothing happens, a character is a value, <code>(ab)</code> two values in one frame, <code>|</code> completes, <code>#</code> fails. A longer value prints as a letter with a line below saying what it stands for (<code>a = a1</code>).</dd>"
        return html + "</dl></details>\n"
    }
}
