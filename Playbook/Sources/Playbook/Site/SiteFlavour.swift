import Foundation
import PlaybookWire

/// What a site of one kind of library has that the engine knows nothing of:
/// what Copy gives, the references its prose makes without spelling a link,
/// and the "what if" states of its marble examples. The engine renders every
/// site with a flavour; its own is ``PlainFlavour``. The Rx flavour (module
/// PlaybookRx, switched on by playbook.json's `"flavour": "rx"`) gives Copy
/// as a plain RxSwift program, links "chapter 5", "the Playgrounds page on
/// subjects" and operator names to their pages, and runs "what if" moves.
package protocol SiteFlavour: Sendable {
    /// What an example's Copy button gives and its tooltip; `implicitModules`
    /// are the documented package's, which examples import without saying so.
    func copy(_ example: Example, implicitModules: [String]) -> (text: String, title: String)

    /// The references the prose of `pages` makes without spelling a link;
    /// `resolve` resolves a link as the site does. Nil: none.
    func proseReferences(pages: [SitePage], resolve: @escaping @Sendable (String, SitePage) -> LinkTarget?) -> (any ProseReferences)?

    /// The "what if" states of the marble examples, by example id and move
    /// (run through ``VariantRuns``); `starting` is told how many moves run.
    func whatIf(
        _ documentation: Documentation, options: VerificationOptions, timelines: [String: MarbleTimeline], verdicts: [ExampleVerdict],
        starting: (Int) -> Void
    ) throws(PlaybookError) -> [String: [String: MarbleTimeline]]
}

/// References a flavour finds in prose (see ``SiteFlavour/proseReferences(pages:resolve:)``).
package protocol ProseReferences: Sendable {
    /// The references in a run of prose text on `page`, in order.
    func references(inText text: String, on page: SitePage) -> [ProseReference]
    /// The references of `page` that lead nowhere, at their lines.
    func problems(on page: SitePage) -> [(location: SourceLocation, summary: String)]
    /// Where an inline code span of the prose links (an operator's name), if anywhere.
    func codeTarget(_ code: String, on page: SitePage) -> LinkTarget?
}

/// A reference in prose: the text it spans, and where it leads or why it cannot.
package struct ProseReference: Sendable {
    package var range: Range<String.Index>
    package var target: Result<LinkTarget, LinkResolver.Problem>

    package init(range: Range<String.Index>, target: Result<LinkTarget, LinkResolver.Problem>) {
        self.range = range
        self.target = target
    }
}

/// The engine's own flavour: Copy gives the example with what it builds on
/// under the package's imports; no prose references, no "what if" moves.
package struct PlainFlavour: SiteFlavour {
    package init() {}

    package func copy(_ example: Example, implicitModules: [String]) -> (text: String, title: String) {
        switch example.kind {
        case .skip, .compileFail, .manifest:
            return (example.readableCode.trimmingBlankLines + "\n", "Copy the code as shown")
        default:
            return (
                PlainCopy.text(example, importing: implicitModules),
                "Copy as a main.swift: the code with what it builds on (setup code, hidden lines, declarations of the page) and its imports"
            )
        }
    }

    package func proseReferences(pages: [SitePage], resolve: @escaping @Sendable (String, SitePage) -> LinkTarget?) -> (
        any ProseReferences
    )? {
        nil
    }

    package func whatIf(
        _ documentation: Documentation, options: VerificationOptions, timelines: [String: MarbleTimeline], verdicts: [ExampleVerdict],
        starting: (Int) -> Void
    ) throws(PlaybookError) -> [String: [String: MarbleTimeline]] {
        [:]
    }
}
