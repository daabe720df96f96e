import Playbook
import Foundation
import PlaybookWire

/// The "what if" states of the marble examples on the operator pages
/// (Playgrounds/): for each passed marble example, each move of one value of
/// one of its inputs to another free frame of its lane (``MarbleVariant/all(_:input:)``:
/// every value alone, every free frame between its neighbours, so a string of
/// n frames gives fewer than n moves), run by the real library in the harness
/// like any example (a forked child of the harness server, with the move in
/// its request), and the timeline each run recorded. A move whose run fails
/// (a crash, a timeout, no timeline) has no state: the page does not offer
/// it, and the next build runs it again.
///
/// The runs and their cache are the engine's ``VariantRuns``.
struct MarbleWhatIf: Sendable {
    let options: VerificationOptions

    /// Whether an example gets "what if" states: a marble example of an operator page (a chapter in a Playgrounds folder).
    static func offers(_ example: Example) -> Bool {
        example.kind == .marble
            && URL(fileURLWithPath: example.location.path).deletingLastPathComponent().lastPathComponent == "Playgrounds"
    }

    /// The moves of a timeline: every move of every input that has one line and a marble string as written.
    static func variants(of timeline: MarbleTimeline) -> [MarbleVariant] {
        timeline.lines.flatMap { line -> [MarbleVariant] in
            guard let input = line.input, let source = line.source else { return [] }
            return MarbleVariant.all(source, input: input)
        }
    }

    /// The timeline of each move that ran, by example id and move (`input.value.frame`).
    /// - Parameter starting: called with the number of moves to run, before they run (none when all are cached).
    func run(
        _ documentation: Documentation, timelines: [String: MarbleTimeline], verdicts: [ExampleVerdict],
        starting: (Int) -> Void = { _ in }
    ) throws(PlaybookError) -> [String: [String: MarbleTimeline]] {
        let jobs = verdicts.filter { $0.status == .passed && Self.offers($0.example) }.flatMap { verdict in
            timelines[verdict.example.id].map { Self.variants(of: $0).map { (verdict.example, $0) } } ?? []
        }
        return try VariantRuns(options: options).run(documentation, jobs: jobs, starting: starting)
    }
}
